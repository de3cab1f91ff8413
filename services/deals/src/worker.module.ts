import { Module, type DynamicModule } from '@nestjs/common';
import { DatabaseModule, GlobalProvidersModule, MetricsModule, metricsSettings } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { DEALS_CONFIG, type DealsConfig } from './config/deals.config.js';
import { dealsDataSourceOptions } from './database/data-source.js';
import { makeScraper, SCRAPER } from './scraping/scraping.providers.js';
import { ScrapeWorkerModule } from './worker/scrape-worker.module.js';

/**
 * The worker process: the database (migrated by the API or `migrate`), the scraper and the BullMQ worker, and with
 * METRICS_PORT its own /metrics (the queue's depth, the jobs' durations, the pool, the event loop).
 */
@Module({})
export class WorkerModule {
  static forRoot(config: DealsConfig): DynamicModule {
    return {
      module: WorkerModule,
      imports: [
        GlobalProvidersModule.forRoot([
          { provide: DEALS_CONFIG, useValue: config },
          { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'deals') },
          { provide: SCRAPER, useFactory: () => makeScraper(config) },
        ]),
        DatabaseModule.forRootAsync({
          useFactory: () => dealsDataSourceOptions(config.DATABASE_URL, false),
        }),
        MetricsModule.forRoot({ service: 'deals-worker', ...metricsSettings(config) }),
        ScrapeWorkerModule,
      ],
    };
  }
}
