import { Module } from '@nestjs/common';
import { PatternsModule } from '../patterns/patterns.module.js';
import { PatternDriveFilesController } from './pattern-drive-files.controller.js';
import { PatternDriveFilesRepository } from './pattern-drive-files.repository.js';
import { PatternDriveFilesService } from './pattern-drive-files.service.js';

/** Pattern PDFs in the owner's Google Drive (issue 22): the internal routes the account's drive-files job calls. */
@Module({
  imports: [PatternsModule],
  controllers: [PatternDriveFilesController],
  providers: [PatternDriveFilesRepository, PatternDriveFilesService],
})
export class DriveFilesModule {}
