import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { createServiceLogger, reportStartupFailure } from '@yarn-mgmt/nest-kit';
import { loadDealsConfig } from './config/deals.config.js';
import { ScrapeWorker } from './worker/scrape-worker.js';
import { WorkerModule } from './worker.module.js';

/** `node dist/worker.js`: the scrape worker. Scraping runs here only, never in the API process. */
try {
  const config = loadDealsConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forRoot(config), {
    logger: createServiceLogger('deals-worker'),
    abortOnError: false,
  });
  await app.init();
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    new Logger('Worker').log(`${signal}: finishing the job in hand, then stopping`);
    void app
      .get(ScrapeWorker)
      .stop()
      .then(() => app.close())
      .then(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
} catch (error) {
  reportStartupFailure('deals-worker', error);
}
