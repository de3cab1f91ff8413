import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { NeighboursModule } from '../neighbours/neighbours.module.js';
import { PatternFilesStore } from './pattern-files.store.js';
import { PatternPartsRepository } from './pattern-parts.repository.js';
import { PatternsController } from './patterns.controller.js';
import { PatternsRepository } from './patterns.repository.js';
import { PatternsService } from './patterns.service.js';

/**
 * The library: list (with the stash's "makeable" filter), counts, create, edit, favourite, delete. What hangs off a
 * pattern (its file, its cover, reading PDFs, similar patterns, its stash match) is a feature of its own that
 * imports this module; this one exports what they build on and imports none of them.
 */
@Module({
  imports: [ActivityModule, NeighboursModule],
  controllers: [PatternsController],
  providers: [PatternsRepository, PatternPartsRepository, PatternsService, PatternFilesStore],
  exports: [PatternsRepository, PatternPartsRepository, PatternsService, PatternFilesStore],
})
export class PatternsModule {}
