import { Module } from '@nestjs/common';
import { CoversModule } from '../covers/covers.module.js';
import { PatternsModule } from '../patterns/patterns.module.js';
import { PatternFilesController } from './pattern-files.controller.js';
import { PatternFilesService } from './pattern-files.service.js';
import { PdfUploadInterceptor } from './pdf-upload.interceptor.js';

/** A pattern's PDF: attached (its cover made from it), removed, served by bearer or signed link. */
@Module({
  imports: [PatternsModule, CoversModule],
  controllers: [PatternFilesController],
  providers: [PatternFilesService, PdfUploadInterceptor],
})
export class FilesModule {}
