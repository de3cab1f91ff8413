import 'reflect-metadata';
import { ServiceModule, serviceJwtAuth, databaseTimeoutsOf } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, fileStorageFromConfig } from '@yarn-mgmt/nest-kit/storage';
import { ArchivesModule } from './archives/archives.module.js';
import { BoardModule } from './board/board.module.js';
import { DEALS_CONFIG, type DealsConfig } from './config/deals.config.js';
import { dealsDataSourceOptions } from './database/data-source.js';
import { DealsModule } from './deals/deals.module.js';
import { QueueModule } from './queue/queue.module.js';
import { ScraperRunsModule } from './scraper-runs/scraper-runs.module.js';
import { makeTargetUrlCheck, TARGET_URL_CHECK } from './scraping/scraping.providers.js';
import { TargetsModule } from './targets/targets.module.js';

export const AppModule = {
  forRoot: (config: DealsConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: DEALS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: fileStorageFromConfig(config, 'deals') },
        { provide: TARGET_URL_CHECK, useValue: makeTargetUrlCheck(config) },
      ],
      database: () => ({
        ...dealsDataSourceOptions(config.DATABASE_URL),
        timeouts: databaseTimeoutsOf(config),
      }),
      auth: serviceJwtAuth(config),
      // The API only enqueues: no scraping in this process. The board's session route before its catch-all.
      features: [QueueModule, BoardModule, TargetsModule, ScraperRunsModule, DealsModule, ArchivesModule],
    }),
};
