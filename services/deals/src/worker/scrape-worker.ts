import { Inject, Injectable, Logger, Optional, type OnApplicationBootstrap } from '@nestjs/common';
import { SCRAPE_QUEUE, type ScrapeTargetJob } from '@yarn-mgmt/contracts';
import { ProcessMetrics } from '@yarn-mgmt/nest-kit';
import { bullConnection } from '@yarn-mgmt/nest-kit/queue';
import { Queue, Worker } from 'bullmq';
import type { Redis } from 'ioredis';
import { hostname } from 'node:os';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { queueSettings } from '../queue/redis.js';
import { RunsRepository } from '../runs/runs.repository.js';
import type { Scraper } from '../scraping/scraper.types.js';
import { SCRAPER } from '../scraping/scraping.providers.js';
import { RunProcessor } from './run-processor.js';

/**
 * The worker process's BullMQ worker. A job whose worker died (its lock not renewed for
 * SCRAPER_LOCK_DURATION_MS) is found stalled by another worker every SCRAPER_STALLED_INTERVAL_MS and run again;
 * the run row decides it is applied once. `stop()` (SIGTERM/SIGINT) lets the job in hand finish within
 * SCRAPER_SHUTDOWN_TIMEOUT_MS, then aborts it (the job returns to the queue as stalled) and closes the scraper.
 */
@Injectable()
export class ScrapeWorker implements OnApplicationBootstrap {
  private readonly logger = new Logger('ScrapeWorker');
  private worker?: Worker<ScrapeTargetJob>;
  private connection?: Redis;
  /** The queue as the metrics read its depth (on the worker's connection), when METRICS_PORT is set. */
  private counted?: Queue<ScrapeTargetJob>;
  private readonly abort = new AbortController();

  constructor(
    @Inject(DEALS_CONFIG) private readonly config: DealsConfig,
    @Inject(SCRAPER) private readonly scraper: Scraper,
    private readonly processor: RunProcessor,
    private readonly runs: RunsRepository,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (!url) throw new Error('REDIS_URL is required by the scrape worker');
    this.connection = bullConnection(url, this.logger, 'worker');
    this.worker = new Worker(SCRAPE_QUEUE, (job) => this.processor.process(job, this.abort.signal), {
      // Stored on each job it takes (processedBy): which pod, and which process, holds a job.
      name: `${hostname()}:${process.pid}`,
      connection: this.connection,
      prefix: queueSettings(this.config).prefix,
      concurrency: this.config.SCRAPER_CONCURRENCY,
      lockDuration: this.config.SCRAPER_LOCK_DURATION_MS,
      stalledInterval: this.config.SCRAPER_STALLED_INTERVAL_MS,
      maxStalledCount: this.config.SCRAPER_MAX_STALLED_COUNT,
    });
    this.worker.on('completed', (job, result) => this.logger.log(`job ${job.id}: ${String(result)}`));
    this.worker.on('failed', (job, error) => {
      this.logger.warn(`job ${job?.id} failed: ${error.message}`);
      // Failed for good (finishedOn): a job that stalled too often never reached the processor's own bookkeeping.
      const runId = job?.data.runId;
      if (job?.finishedOn && runId)
        void this.runs.failAttempt(runId, error.message, true, 0).catch(() => undefined);
    });
    this.worker.on('error', (error) => this.logger.warn(`worker: ${error.message}`));
    if (this.metrics) {
      this.metrics.queues.watchWorker(this.worker);
      this.counted = new Queue(SCRAPE_QUEUE, {
        connection: this.connection,
        prefix: queueSettings(this.config).prefix,
      });
      this.metrics.queues.watchQueue(this.counted);
    }
    this.logger.log(`scrape worker ready (concurrency ${this.config.SCRAPER_CONCURRENCY})`);
  }

  /** Graceful stop: no new jobs, the job in hand finished (bounded), then no Chromium left. */
  async stop(): Promise<void> {
    const worker = this.worker;
    if (worker) {
      let timer: NodeJS.Timeout | undefined;
      const timedOut = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), this.config.SCRAPER_SHUTDOWN_TIMEOUT_MS);
      });
      const closing = worker.close();
      if ((await Promise.race([closing, timedOut])) === 'timeout') {
        this.logger.warn('the job in hand did not finish in time: aborted, it returns to the queue');
        this.abort.abort();
        await worker.close(true);
      }
      clearTimeout(timer);
    }
    await this.scraper.close();
    await this.counted?.close();
    this.connection?.disconnect();
  }
}
