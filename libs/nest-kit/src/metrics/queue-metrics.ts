import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** The job states whose counts are the queue's depth. */
export const QUEUE_DEPTH_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** What the metrics read of a BullMQ Queue (typed by shape: the kit does not depend on bullmq). */
export interface CountedQueue {
  readonly name: string;
  getJobCounts(...types: string[]): Promise<Record<string, number>>;
}

interface FinishedJob {
  processedOn?: number;
  finishedOn?: number;
}

/** What the metrics read of a BullMQ Worker: its queue's name and its completed and failed events. */
export interface TimedWorker {
  readonly name: string;
  on(event: 'completed', listener: (job: FinishedJob) => void): unknown;
  on(event: 'failed', listener: (job: FinishedJob | undefined) => void): unknown;
}

/** A scrape never waits for Redis longer than this: a queue that does not answer is left out of that scrape. */
const COUNT_TIMEOUT_MS = 2_000;

function countsWithin(queue: CountedQueue, ms: number): Promise<Record<string, number> | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  const counts = queue.getJobCounts(...QUEUE_DEPTH_STATES).catch(() => undefined);
  return Promise.race([counts, timeout]).finally(() => clearTimeout(timer));
}

/**
 * BullMQ queues and workers of one process: `bullmq_queue_jobs{queue,state}` (waiting, active, delayed, failed),
 * read with `getJobCounts()` when Prometheus scrapes, and `bullmq_job_duration_seconds{queue,outcome}`, from a
 * job's start to its end, for each job a watched worker completes or fails; `bullmq_queue_sweeps_total{queue,
 * outcome}`, the sweeps this process ran or skipped (summed over the replicas: one ran per period).
 */
export class QueueMetrics {
  private readonly queues = new Map<string, CountedQueue>();
  private readonly durations: Histogram<'queue' | 'outcome'>;
  private readonly sweeps: Counter<'queue' | 'outcome'>;

  constructor(registry: Registry) {
    const queues = this.queues;
    new Gauge({
      name: 'bullmq_queue_jobs',
      help: 'Jobs of a BullMQ queue by state (waiting, active, delayed, failed)',
      labelNames: ['queue', 'state'],
      registers: [registry],
      async collect() {
        this.reset();
        await Promise.all(
          [...queues.values()].map(async (queue) => {
            const counts = await countsWithin(queue, COUNT_TIMEOUT_MS);
            if (!counts) return;
            for (const state of QUEUE_DEPTH_STATES)
              this.set({ queue: queue.name, state }, counts[state] ?? 0);
          }),
        );
      },
    });
    this.durations = new Histogram({
      name: 'bullmq_job_duration_seconds',
      help: 'Time a BullMQ job ran, from its start by a worker to its end, by queue and outcome',
      labelNames: ['queue', 'outcome'],
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300],
      registers: [registry],
    });
    this.sweeps = new Counter({
      name: 'bullmq_queue_sweeps_total',
      help: 'Sweeps of a queue this process ran, or skipped as another replica held the period (outcome)',
      labelNames: ['queue', 'outcome'],
      registers: [registry],
    });
  }

  /** One more sweep of the queue this process ran, or left to another replica. */
  countSweep(queue: string, outcome: 'ran' | 'skipped'): void {
    this.sweeps.inc({ queue, outcome });
  }

  /** Counts the queue's jobs by state at each scrape. */
  watchQueue(queue: CountedQueue): void {
    this.queues.set(queue.name, queue);
  }

  /** Times each job the worker completes or fails. */
  watchWorker(worker: TimedWorker): void {
    const observe = (outcome: 'completed' | 'failed', job: FinishedJob | undefined) => {
      if (!job?.processedOn) return;
      const seconds = ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000;
      this.durations.observe({ queue: worker.name, outcome }, Math.max(0, seconds));
    };
    worker.on('completed', (job) => observe('completed', job));
    worker.on('failed', (job) => observe('failed', job));
  }
}
