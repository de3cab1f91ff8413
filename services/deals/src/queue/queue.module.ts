import { Global, Module } from '@nestjs/common';
import { HEALTH_CHECKS, type HealthCheck } from '@yarn-mgmt/nest-kit';
import { ScrapeQueue } from './scrape-queue.js';

/**
 * The API's producer side of the scrape queue, and its Redis in /health (when REDIS_URL is set). Global because
 * the kit's health module reads HEALTH_CHECKS; the features that enqueue still import it, to say so.
 */
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
