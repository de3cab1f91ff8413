import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import {
  SCRAPE_FREQUENCY_MS,
  SCRAPE_JOBS,
  SCRAPE_QUEUE,
  scheduleIdOf,
  type ScrapeFrequency,
  type ScrapeTargetJob,
} from '@yarn-mgmt/contracts';
import { bullConnection } from '@yarn-mgmt/nest-kit/queue';
import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import { DEALS_CONFIG, type DealsConfig } from '../config/deals.config.js';
import { runJobId, scrapeJobOptions } from './job-options.js';
import { QueueError } from './queue.errors.js';
import { queueSettings } from './redis.js';

const REDIS_TIMEOUT_MS = 3_000;

export interface SchedulableTarget {
  id: number;
  isActive: boolean;
  scrapeFrequency: ScrapeFrequency;
}

/**
 * The API's side of the scrape queue: it only adds jobs and sets job schedulers; the worker process runs them.
 * Without REDIS_URL there is no queue: reads still work and a trigger is a 503.
 */
@Injectable()
export class ScrapeQueue implements OnModuleDestroy {
  private readonly logger = new Logger('ScrapeQueue');
  private readonly connection?: Redis;
  readonly queue?: Queue<ScrapeTargetJob>;

  constructor(@Inject(DEALS_CONFIG) private readonly config: DealsConfig) {
    if (!config.REDIS_URL) return;
    this.connection = bullConnection(config.REDIS_URL, this.logger, 'producer');
    this.queue = new Queue(SCRAPE_QUEUE, { connection: this.connection, ...queueSettings(config) });
    this.queue.on('error', (error) => this.logger.warn(`queue: ${error.message}`));
    // Every `ready` after the first is Redis back after a break, maybe empty (restarted without persistence).
    let connectedBefore = false;
    this.connection.on('ready', () => {
      if (connectedBefore) for (const listener of this.reconnected) listener();
      connectedBefore = true;
    });
  }

  private readonly reconnected: Array<() => void> = [];

  /** Calls `listener` each time the connection to Redis is ready again after a break. */
  onReconnected(listener: () => void): void {
    this.reconnected.push(listener);
  }

  get available(): boolean {
    return this.queue !== undefined;
  }

  async ping(): Promise<void> {
    await this.withQueue(async () => void (await this.connection?.ping()));
  }

  /** Queues the job of a run (id `run-<id>`: adding it twice adds it once). */
  async enqueueRun(runId: number, targetId: number, trigger: ScrapeTargetJob['trigger']): Promise<void> {
    await this.withQueue((queue) =>
      queue.add(SCRAPE_JOBS.scrapeTarget, { targetId, runId, trigger }, { jobId: runJobId(runId) }),
    );
  }

  /** Whether the job of a run is still in the queue (waiting, delayed, active...). */
  async hasRunJob(runId: number): Promise<boolean> {
    return this.withQueue(async (queue) => {
      const job = await queue.getJob(runJobId(runId));
      if (!job) return false;
      const state = await job.getState();
      return state !== 'completed' && state !== 'failed' && state !== 'unknown';
    });
  }

  /**
   * An active target runs every SCRAPE_FREQUENCY_MS[frequency], the first time one interval from now (Run starts
   * one at once); an inactive one has no scheduler. `keepExisting` leaves a scheduler of the same interval as it
   * is (a restart does not push every target's next run out).
   */
  async schedule(target: SchedulableTarget, keepExisting = false): Promise<void> {
    if (!target.isActive) return this.unschedule(target.id);
    const every = SCRAPE_FREQUENCY_MS[target.scrapeFrequency];
    await this.withQueue(async (queue) => {
      if (keepExisting && Number((await queue.getJobScheduler(scheduleIdOf(target.id)))?.every) === every)
        return;
      await queue.upsertJobScheduler(
        scheduleIdOf(target.id),
        { every, startDate: Date.now() + every },
        {
          name: SCRAPE_JOBS.scrapeTarget,
          data: { targetId: target.id, trigger: 'schedule' },
          opts: scrapeJobOptions(this.config),
        },
      );
    });
  }

  async unschedule(targetId: number): Promise<void> {
    await this.withQueue((queue) => queue.removeJobScheduler(scheduleIdOf(targetId)));
  }

  /** The ids of the job schedulers in Redis. */
  async schedulerIds(): Promise<string[]> {
    return this.withQueue(async (queue) =>
      (await queue.getJobSchedulers()).map((scheduler) => scheduler.key),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.queue?.close().catch(() => undefined);
    this.connection?.disconnect();
  }

  /** A queue call bounded in time; no queue, or Redis not answering, is the 503 the trigger shows. */
  private async withQueue<T>(work: (queue: Queue<ScrapeTargetJob>) => Promise<T>): Promise<T> {
    const queue = this.queue;
    if (!queue) throw new QueueError('QUEUE_UNAVAILABLE');
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Redis did not answer')), REDIS_TIMEOUT_MS);
    });
    try {
      return await Promise.race([work(queue), timeout]);
    } catch (error) {
      if (error instanceof QueueError) throw error;
      this.logger.warn(`queue call failed: ${(error as Error).message}`);
      throw new QueueError('QUEUE_UNAVAILABLE');
    } finally {
      clearTimeout(timer);
    }
  }
}
