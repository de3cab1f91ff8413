import { Module } from '@nestjs/common';
import { PendingRunsRepository } from './pending-runs.repository.js';

/** The runs users asked for and not yet ended (Backup Now, Sync Now), kept in PostgreSQL beside Redis. */
@Module({
  providers: [PendingRunsRepository],
  exports: [PendingRunsRepository],
})
export class PendingRunsModule {}
