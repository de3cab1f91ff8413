import { Module } from '@nestjs/common';
import { ArchiveFilesModule } from './archive-files.module.js';
import { ArchivesController } from './archives.controller.js';
import { ArchivesRepository } from './archives.repository.js';
import { ArchivesService } from './archives.service.js';

/** The archived pages of scrape runs: list, search, view, download, delete, clean up. */
@Module({
  imports: [ArchiveFilesModule],
  controllers: [ArchivesController],
  providers: [ArchivesRepository, ArchivesService],
})
export class ArchivesModule {}
