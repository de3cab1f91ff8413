import { Module } from '@nestjs/common';
import { ActivityModule } from '../activity/activity.module.js';
import { PatternsModule } from '../patterns/patterns.module.js';
import { PatternExternalSyncController } from './pattern-external-sync.controller.js';
import { PatternExternalSyncService } from './pattern-external-sync.service.js';

/** Patterns imported from a provider (issue 22): the internal upsert the account service's sync job calls. */
@Module({
  imports: [ActivityModule, PatternsModule],
  controllers: [PatternExternalSyncController],
  providers: [PatternExternalSyncService],
})
export class ExternalSyncModule {}
