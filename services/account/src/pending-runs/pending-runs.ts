import { Injectable, Logger } from '@nestjs/common';
import { PendingRunsRepository } from './pending-runs.repository.js';

/** A job's states while it is still to run or running. */
const RUNNING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'paused']);

/** What the sweep reads of a run's job in BullMQ. */
export interface HeldJob {
  timestamp: number;
  getState(): Promise<string>;
  remove(): Promise<void>;
}

/** How a queue finds and adds the job of a user's run. */
export interface RunJobs {
  find(userId: string): Promise<HeldJob | undefined>;
  add(userId: string): Promise<void>;
}

/**
 * The runs users asked for (Backup Now, Sync Now), kept in PostgreSQL from the request until their job ends: Redis
 * restarted without its data loses the job after the 202, and the queue's sweep (at once when Redis is back) adds
 * it again, while the page still says the run waits.
 */
@Injectable()
export class PendingRuns {
  private readonly logger = new Logger('PendingRuns');

  constructor(private readonly rows: PendingRunsRepository) {}

  /** Keeps the request, then adds its job; a job not added keeps nothing (the request is answered 503). */
  async request(queue: string, userId: string, add: () => Promise<unknown>): Promise<void> {
    const at = new Date();
    await this.rows.request(queue, userId, at);
    try {
      await add();
    } catch (error) {
      await this.rows.done(queue, userId, at).catch(() => undefined);
      throw error;
    }
  }

  /** The user asked for a run on the queue that has not ended (its job may have gone with Redis). */
  async waiting(queue: string, userId: string): Promise<boolean> {
    return (await this.rows.requestedAt(queue, userId)) !== null;
  }

  /** The run's job ended, done or failed: the request it served is done. Never throws (the sweep settles it). */
  async ended(queue: string, userId: string, job: { timestamp: number }): Promise<void> {
    await this.rows
      .done(queue, userId, new Date(job.timestamp))
      .catch((error: Error) =>
        this.logger.warn(`${queue} run of ${userId} not marked done: ${error.message}`),
      );
  }

  /**
   * Every request on the queue has its job: one Redis lost is added again, one whose job ended is done, and one
   * no longer `wanted` (its link gone) is dropped.
   */
  async requeue(
    queue: string,
    jobs: RunJobs,
    wanted: (userId: string) => Promise<boolean> = () => Promise.resolve(true),
  ): Promise<void> {
    for (const { userId, requestedAt } of await this.rows.list(queue)) {
      const job = await jobs.find(userId);
      const state = job ? await job.getState() : undefined;
      if (state && RUNNING.has(state)) continue;
      if (job && job.timestamp >= requestedAt.getTime()) {
        await this.rows.done(queue, userId, new Date(job.timestamp));
      } else if (!(await wanted(userId))) {
        await this.rows.done(queue, userId, requestedAt);
      } else {
        await job?.remove().catch(() => undefined);
        this.logger.warn(`${queue} run of ${userId} had no job (Redis lost it): queued again`);
        await jobs.add(userId);
      }
    }
  }
}
