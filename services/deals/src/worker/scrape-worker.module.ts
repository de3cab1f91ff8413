import { Module } from '@nestjs/common';
import { ArchiveFilesModule } from '../archives/archive-files.module.js';
import { RunsModule } from '../runs/runs.module.js';
import { DealEpisodes } from './deal-episodes.js';
import { RunProcessor } from './run-processor.js';
import { RunRecorder } from './run-recorder.js';
import { ScrapeWorker } from './scrape-worker.js';

/**
 * The worker process's feature: takes scrape jobs off the queue, scrapes, stores the page and records the run,
 * its products, prices and deal episodes. The top of the service: it uses runs/, archives/ and deals/' tables,
 * and nothing imports it but the worker's root module.
 */
@Module({
  imports: [RunsModule, ArchiveFilesModule],
  providers: [DealEpisodes, RunRecorder, RunProcessor, ScrapeWorker],
})
export class ScrapeWorkerModule {}
