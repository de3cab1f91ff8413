import type { Logger } from '@nestjs/common';
import { ManagedQueue, type ManagedQueueOptions } from '@yarn-mgmt/nest-kit/queue';
import { Queue, Worker, type Job } from 'bullmq';

/** How long a request's call to Redis may take before it gives up (the queue's own calls retry). */
export const REDIS_TIMEOUT_MS = 5_000;

/** The states of a job not ended yet: waiting its turn, delayed or running. */
export const RUNNING_STATES: ReadonlySet<string> = new Set([
  'waiting',
  'active',
  'delayed',
  'prioritized',
  'waiting-children',
  'paused',
]);

export type BullQueue<D, R = unknown> = ManagedQueue<Queue<D, R>, Worker<D, R>>;

export interface BullQueueOptions<D, R> extends Pick<
  ManagedQueueOptions<Queue<D, R>, Worker<D, R>>,
  'queueConnection' | 'sweep' | 'metrics'
> {
  /** The queue's name (BullMQ's, the sweep lock's and the logs'). */
  name: string;
  /** REDIS_URL and QUEUE_PREFIX. */
  url: string;
  prefix: string;
  logger: Logger;
  /** The worker's job: its result is the job's return value. */
  process: (job: Job<D, R>, token?: string) => Promise<R>;
  concurrency: number;
  /** The warning logged when a job fails (an attempt: BullMQ says 'failed' for each). */
  failed: (job: Job<D, R> | undefined, error: Error) => string;
}

/**
 * One BullMQ queue and its worker as this service runs them (ManagedQueue: its own connections, errors logged,
 * metrics, the sweep), each failed attempt logged, started. The sweep runs only once Redis answers, after the
 * caller's bootstrap has set what the sweep reads.
 */
export function startBullQueue<D, R = unknown>(options: BullQueueOptions<D, R>): BullQueue<D, R> {
  const { name, prefix, logger } = options;
  const managed = new ManagedQueue({
    name,
    url: options.url,
    prefix,
    logger,
    queueConnection: options.queueConnection,
    queue: (connection) => new Queue<D, R>(name, { connection, prefix }),
    worker: (connection) =>
      new Worker<D, R>(name, options.process, { connection, prefix, concurrency: options.concurrency }),
    sweep: options.sweep,
    metrics: options.metrics,
  });
  managed.worker.on('failed', (job, error) => logger.warn(options.failed(job, error)));
  return managed.start();
}
