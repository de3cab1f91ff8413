import { Module } from '@nestjs/common';
import { RunLogsService } from './run-logs.service.js';
import { RunsRepository } from './runs.repository.js';

/**
 * A target's scrape runs: opened by a trigger or a scheduler's job, claimed and finished by the worker. No route
 * of its own and nothing of the queue, so both processes import it (the API's scraper-runs/, the worker).
 */
@Module({
  providers: [RunsRepository, RunLogsService],
  exports: [RunsRepository, RunLogsService],
})
export class RunsModule {}
