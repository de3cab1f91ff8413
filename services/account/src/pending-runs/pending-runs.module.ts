import { Module } from '@nestjs/common';
import { PendingRuns } from './pending-runs.js';
import { PendingRunsRepository } from './pending-runs.repository.js';

/** The runs users asked for and not yet ended (Backup Now, Sync Now), kept in PostgreSQL beside Redis. */
@Module({
  providers: [PendingRunsRepository, PendingRuns],
  exports: [PendingRuns],
})
export class PendingRunsModule {}
