import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, GlobalProvidersModule } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, LocalDiskFileStorage } from '@yarn-mgmt/nest-kit/storage';
import { ArchiveFiles } from './archives/archive-files.js';
import { DEALS_CONFIG, type DealsConfig } from './config/deals.config.js';
import { dealsDataSourceOptions } from './database/data-source.js';
import { DealEpisodes } from './deals/deal-episodes.js';
import { RunProcessor } from './runs/run-processor.js';
import { RunRecorder } from './runs/run-recorder.js';
import { RunsRepository } from './runs/runs.repository.js';
import { ScrapeWorker } from './runs/scrape-worker.js';
import { makeScraper, SCRAPER } from './runs/scraping.js';

/** The worker process: the database (migrated by the API or `migrate`), the scraper and the BullMQ worker. */
@Module({})
export class WorkerModule {
  static forRoot(config: DealsConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        GlobalProvidersModule.forRoot([
          { provide: DEALS_CONFIG, useValue: config },
          { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(config.FILE_STORAGE_DIR) },
          { provide: SCRAPER, useFactory: () => makeScraper(config) },
        ]),
        DatabaseModule.forRootAsync({
          useFactory: () => dealsDataSourceOptions(config.DATABASE_URL, false),
        }),
      ],
      providers: [RunsRepository, DealEpisodes, RunRecorder, ArchiveFiles, RunProcessor, ScrapeWorker],
    };
  }
}
