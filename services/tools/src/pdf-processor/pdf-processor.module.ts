import { Module } from '@nestjs/common';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { OcrEngine } from './ocr-engine.js';
import { OcrJobsService } from './ocr-jobs.service.js';
import { PdfProcessorController } from './pdf-processor.controller.js';
import { PdfProcessorService } from './pdf-processor.service.js';
import { PdfUploadInterceptor } from './pdf-upload.interceptor.js';
import { PdfUploadsRepository } from './pdf-uploads.repository.js';
import { UploadRetention } from './upload-retention.js';

/** The PDF Pattern Processor (`/pdf-processor`): uploads read, scans read by OCR, Save to Library's attach. */
@Module({
  imports: [NeighboursModule],
  controllers: [PdfProcessorController],
  providers: [
    PdfUploadsRepository,
    PdfUploadInterceptor,
    PdfProcessorService,
    OcrEngine,
    OcrJobsService,
    UploadRetention,
  ],
  exports: [PdfUploadsRepository],
})
export class PdfProcessorModule {}
