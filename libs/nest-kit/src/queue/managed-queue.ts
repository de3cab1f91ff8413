import type { Redis } from 'ioredis';
import type { CountedQueue, QueueMetrics, TimedWorker } from '../metrics/queue-metrics.js';
import { BullConnections } from './bull-connections.js';
import { PeriodicSweep, redisSweepLock, type SweepLogger } from './periodic-sweep.js';

/** What the kit uses of a BullMQ Queue (typed by shape: the kit does not depend on bullmq). */
export interface ManagedBullQueue extends CountedQueue {
  on(event: 'error', listener: (error: Error) => void): unknown;
  close(): Promise<void>;
}

/** What the kit uses of a BullMQ Worker. */
export type ManagedBullWorker = TimedWorker & {
  on(event: 'error', listener: (error: Error) => void): unknown;
  close(): Promise<void>;
};

export interface ManagedQueueOptions<Q extends ManagedBullQueue, W extends ManagedBullWorker> {
  /** The queue's name: the lock's key, the logs. */
  name: string;
  /** REDIS_URL and QUEUE_PREFIX. */
  url: string;
  prefix: string;
  logger: SweepLogger;
  /**
   * The Queue's connection: `producer` (the default: an API request adds to it, so it fails fast while Redis is
   * down) or `worker` (retries until Redis answers).
   */
  queueConnection?: 'producer' | 'worker';
  queue: (connection: Redis) => Q;
  worker: (connection: Redis) => W;
  /**
   * What puts the queue in line with the database (job schedulers, jobs of requests kept in PostgreSQL): at
   * start, every `everyMs` on one replica, and when Redis is back after a break.
   */
  sweep?: { everyMs: number; run: () => Promise<void> };
  /** The process's queue metrics (ProcessMetrics.queues, present with METRICS_PORT): depth and job durations. */
  metrics?: QueueMetrics;
}

/**
 * One BullMQ queue of a service with its worker, as every queue of the account service wires it: its own Redis
 * connections (BullConnections), errors logged, the depth and the jobs' durations in the metrics, a sweep at
 * start and each period on one replica (a Redis lock, SET NX PX), the same sweep when the connection is ready
 * again after a drop (Redis restarted without its data: schedulers and waiting jobs are put back at once, not at
 * the next period), and everything closed together.
 */
export class ManagedQueue<Q extends ManagedBullQueue, W extends ManagedBullWorker> {
  readonly queue: Q;
  readonly worker: W;
  private readonly connections: BullConnections;
  private readonly sweeps?: PeriodicSweep;
  private connectedBefore = false;
  private started = false;

  constructor(options: ManagedQueueOptions<Q, W>) {
    const { name, logger, metrics } = options;
    this.connections = new BullConnections(options.url, logger);
    const queueConnection =
      options.queueConnection === 'worker' ? this.connections.worker() : this.connections.producer();
    this.queue = options.queue(queueConnection);
    this.worker = options.worker(this.connections.worker());
    this.queue.on('error', (error) => logger.warn(`${name} queue: ${error.message}`));
    this.worker.on('error', (error) => logger.warn(`${name} worker: ${error.message}`));
    if (metrics) {
      metrics.watchQueue(this.queue);
      metrics.watchWorker(this.worker);
    }
    const sweep = options.sweep;
    if (!sweep) return;
    this.sweeps = new PeriodicSweep({
      name,
      everyMs: sweep.everyMs,
      run: sweep.run,
      logger,
      lock: redisSweepLock(queueConnection, `${options.prefix}:${name}:sweep-lock`),
      swept: (outcome) => metrics?.countSweep(name, outcome),
    });
    // The first `ready` starts the sweeps (the lock is asked on this connection); every later one is Redis back
    // after a break, maybe empty (restarted without persistence).
    queueConnection.on('ready', () => {
      if (!this.connectedBefore) {
        this.connectedBefore = true;
        if (this.started) this.sweeps?.start();
        return;
      }
      logger.warn(`${name}: Redis is back, sweeping`);
      void this.sweeps?.now('recover');
    });
  }

  /** Starts the sweeps: the first as soon as Redis answers, then every period. */
  start(): this {
    this.started = true;
    if (this.connectedBefore) this.sweeps?.start();
    return this;
  }

  async close(): Promise<void> {
    this.sweeps?.stop();
    await this.worker.close();
    await this.queue.close();
    this.connections.disconnect();
  }
}
