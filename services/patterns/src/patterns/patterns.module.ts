import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { CoverUploadInterceptor } from '../covers/cover-upload.interceptor.js';
import { PatternCoversController } from '../covers/pattern-covers.controller.js';
import { PatternCoversRepository } from '../covers/pattern-covers.repository.js';
import { PatternCoversService } from '../covers/pattern-covers.service.js';
import { PatternFilesController } from '../files/pattern-files.controller.js';
import { PatternFilesService } from '../files/pattern-files.service.js';
import { PatternFilesStore } from '../files/pattern-files.store.js';
import { PdfUploadInterceptor } from '../files/pdf-upload.interceptor.js';
import { PdfController } from '../pdf/pdf.controller.js';
import { PdfMemoryInterceptor } from '../pdf/pdf-memory.interceptor.js';
import { PdfReadingService } from '../pdf/pdf-reading.service.js';
import { SimilarController } from '../similar/similar.controller.js';
import { SimilarRepository } from '../similar/similar.repository.js';
import { SimilarService } from '../similar/similar.service.js';
import { InventoryStashClient } from '../stash/inventory-stash.client.js';
import { StashMatchController } from '../stash/stash-match.controller.js';
import { StashMatchService } from '../stash/stash-match.service.js';
import { PatternPartsRepository } from './pattern-parts.repository.js';
import { PatternsController } from './patterns.controller.js';
import { PatternsRepository } from './patterns.repository.js';
import { PatternsService } from './patterns.service.js';

/**
 * The library and what hangs off a pattern: its file, its cover, similar patterns, its stash match, reading PDFs. One module, because
 * each of those loads patterns through PatternsService.
 */
@Module({
  imports: [ActivityModule],
  // The literal paths (similar, stash-match) before PatternsController's `:id`.
  controllers: [
    SimilarController,
    StashMatchController,
    PdfController,
    PatternFilesController,
    PatternCoversController,
    PatternsController,
  ],
  providers: [
    PatternsRepository,
    PatternPartsRepository,
    PatternsService,
    PatternFilesStore,
    PatternFilesService,
    PdfUploadInterceptor,
    PatternCoversRepository,
    PatternCoversService,
    CoverUploadInterceptor,
    PdfMemoryInterceptor,
    PdfReadingService,
    SimilarRepository,
    SimilarService,
    InventoryStashClient,
    StashMatchService,
  ],
})
export class PatternsModule {}
