import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { PatternsModule } from '../patterns/patterns.module.js';
import { PatternExternalReviewController } from './pattern-external-review.controller.js';
import { PatternExternalReviewService } from './pattern-external-review.service.js';
import { PatternExternalSyncController } from './pattern-external-sync.controller.js';
import { PatternExternalSyncService } from './pattern-external-sync.service.js';

/**
 * Patterns imported from a provider (issue 22): the internal upsert the account service's sync job calls, and the
 * review of what a sync left to the user.
 */
@Module({
  imports: [ActivityModule, PatternsModule],
  controllers: [PatternExternalSyncController, PatternExternalReviewController],
  providers: [PatternExternalSyncService, PatternExternalReviewService],
})
export class ExternalSyncModule {}
