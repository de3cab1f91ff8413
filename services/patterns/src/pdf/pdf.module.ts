import { Module } from '@nestjs/common';
import { CoversModule } from '../covers/covers.module.js';
import { PatternsModule } from '../patterns/patterns.module.js';
import { PdfMemoryInterceptor } from './pdf-memory.interceptor.js';
import { PdfController } from './pdf.controller.js';
import { PdfReadingService } from './pdf-reading.service.js';

/** What a pattern PDF says, and new patterns imported from PDFs (their file attached, their cover made). */
@Module({
  imports: [PatternsModule, CoversModule],
  controllers: [PdfController],
  providers: [PdfMemoryInterceptor, PdfReadingService],
})
export class PdfModule {}
