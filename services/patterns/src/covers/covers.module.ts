import { Module } from '@nestjs/common';
import { PatternsModule } from '../patterns/patterns.module.js';
import { CoverUploadInterceptor } from './cover-upload.interceptor.js';
import { PatternCoversController } from './pattern-covers.controller.js';
import { PatternCoversRepository } from './pattern-covers.repository.js';
import { PatternCoversService } from './pattern-covers.service.js';

/** A pattern's cover: made from its PDF, or the user's own photo. Files and PDF import ask it for one. */
@Module({
  imports: [PatternsModule],
  controllers: [PatternCoversController],
  providers: [PatternCoversRepository, PatternCoversService, CoverUploadInterceptor],
  exports: [PatternCoversService],
})
export class CoversModule {}
