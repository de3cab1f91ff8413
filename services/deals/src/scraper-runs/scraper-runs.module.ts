import { Module } from '@nestjs/common';
import { QueueModule } from '../queue/queue.module.js';
import { RunsModule } from '../runs/runs.module.js';
import { TargetsModule } from '../targets/targets.module.js';
import { QueueRecovery } from './queue-recovery.js';
import { ScraperRunsController } from './scraper-runs.controller.js';
import { TriggerService } from './trigger.service.js';

/** The admin's Run All, Run now and Logs: runs of targets queued for the worker and read back. */
@Module({
  imports: [TargetsModule, RunsModule, QueueModule],
  controllers: [ScraperRunsController],
  providers: [TriggerService, QueueRecovery],
})
export class ScraperRunsModule {}
