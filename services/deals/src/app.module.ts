import 'reflect-metadata';
import { Global, Module } from '@nestjs/common';
import { HEALTH_CHECKS, ServiceModule, serviceJwtAuth, type HealthCheck } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, LocalDiskFileStorage } from '@yarn-mgmt/nest-kit/storage';
import { ArchiveFiles } from './archives/archive-files.js';
import { ArchivesController } from './archives/archives.controller.js';
import { ArchivesRepository } from './archives/archives.repository.js';
import { ArchivesService } from './archives/archives.service.js';
import { QueueBoardController } from './board/queue-board.controller.js';
import { DEALS_CONFIG, type DealsConfig } from './config/deals.config.js';
import { dealsDataSourceOptions } from './database/data-source.js';
import { DealsController } from './deals/deals.controller.js';
import { DealsRepository } from './deals/deals.repository.js';
import { DealsService } from './deals/deals.service.js';
import { ScrapeQueue } from './queue/scrape-queue.js';
import { RunsRepository } from './runs/runs.repository.js';
import { makeTargetUrlCheck, TARGET_URL_CHECK } from './runs/scraping.js';
import { TriggerService } from './runs/trigger.service.js';
import { ScraperController } from './targets/scraper.controller.js';
import { TargetsRepository } from './targets/targets.repository.js';
import { TargetsService } from './targets/targets.service.js';

/** The API's producer side of the scrape queue, and its Redis in /health (when REDIS_URL is set). */
@Global()
@Module({
  providers: [
    ScrapeQueue,
    {
      provide: HEALTH_CHECKS,
      inject: [ScrapeQueue],
      useFactory: (queue: ScrapeQueue): HealthCheck[] =>
        queue.available ? [{ name: 'redis', check: () => queue.ping() }] : [],
    },
  ],
  exports: [ScrapeQueue, HEALTH_CHECKS],
})
export class QueueModule {}

/** /scraper, /deals, /archives and the queue board. The API only enqueues: no scraping in this process. */
@Module({
  // The board's session route before the board's catch-all.
  controllers: [QueueBoardController, ScraperController, DealsController, ArchivesController],
  providers: [
    TargetsRepository,
    TargetsService,
    RunsRepository,
    TriggerService,
    DealsRepository,
    DealsService,
    ArchivesRepository,
    ArchivesService,
    ArchiveFiles,
  ],
})
export class DealsApiModule {}

export const AppModule = {
  forRoot: (config: DealsConfig) =>
    ServiceModule.forRoot({
      globals: [
        { provide: DEALS_CONFIG, useValue: config },
        { provide: FILE_STORAGE, useValue: new LocalDiskFileStorage(config.FILE_STORAGE_DIR) },
        { provide: TARGET_URL_CHECK, useValue: makeTargetUrlCheck(config) },
      ],
      database: () => ({
        ...dealsDataSourceOptions(config.DATABASE_URL),
        timeouts: {
          statementMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
          lockMs: config.DATABASE_LOCK_TIMEOUT_MS,
          idleInTransactionMs: config.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
        },
      }),
      auth: serviceJwtAuth(config),
      features: [QueueModule, DealsApiModule],
    }),
};
