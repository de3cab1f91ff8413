import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  ACCOUNT_DELETION_QUEUE,
  ERASE_ACCOUNT_JOB,
  eraseAccountJobId,
  type EraseAccountJob,
} from '@yarn-mgmt/contracts';
import { DelayedError, Queue, Worker, type Job } from 'bullmq';
import { ProcessMetrics } from '@yarn-mgmt/nest-kit';
import { ManagedQueue, PeriodicSweep, withDeadline } from '@yarn-mgmt/nest-kit/queue';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountEraser } from './account-eraser.js';

const SWEEP_MS = 10 * 60_000;
const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * The durable erase of closed accounts: a BullMQ job per account (id `erase-<user>`, so a second request or a
 * sweep adds nothing) retried with exponential backoff until every service confirmed. The closed mark lives in
 * PostgreSQL, so a job lost with Redis is added again by the sweep (ManagedQueue: one replica, at start, every ten
 * minutes, and at once when Redis is back after a break). Without REDIS_URL the same attempts run on timers in
 * this process (not durable across a restart, but the start-up sweep picks the account up again).
 */
@Injectable()
export class AccountDeletionQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountDeletionQueue');
  private managed?: ManagedQueue<Queue<EraseAccountJob>, Worker<EraseAccountJob>>;
  private queue?: Queue<EraseAccountJob>;
  /** The sweep without Redis (in this process only). */
  private localSweep?: PeriodicSweep;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Accounts being erased in this process (without Redis). */
  private readonly running = new Set<string>();

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly users: UsersRepository,
    private readonly eraser: AccountEraser,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    const sweep = { everyMs: SWEEP_MS, run: () => this.sweep() };
    if (!url) {
      this.logger.warn('REDIS_URL is not set: account erasure retries in this process only');
      this.localSweep = new PeriodicSweep({ name: ACCOUNT_DELETION_QUEUE, ...sweep, logger: this.logger });
      this.localSweep.start();
      return;
    }
    const prefix = this.config.QUEUE_PREFIX;
    this.managed = new ManagedQueue({
      name: ACCOUNT_DELETION_QUEUE,
      url,
      prefix,
      logger: this.logger,
      // Added to by the sweep and the erase's own request, which may wait for Redis to answer.
      queueConnection: 'worker',
      queue: (connection) => new Queue<EraseAccountJob>(ACCOUNT_DELETION_QUEUE, { connection, prefix }),
      worker: (connection) =>
        new Worker<EraseAccountJob>(ACCOUNT_DELETION_QUEUE, (job, token) => this.eraseJob(job, token), {
          connection,
          prefix,
          concurrency: 2,
        }),
      sweep,
      metrics: this.metrics?.queues,
    });
    this.queue = this.managed.queue;
    this.managed.worker.on('failed', (job, error) =>
      this.logger.warn(`erase of ${job?.data.userId} attempt ${job?.attemptsMade}: ${error.message}`),
    );
    this.managed.start();
  }

  /** Starts (or leaves running) the erase of a closed account. Never throws: the sweep is the safety net. */
  async schedule(userId: string): Promise<void> {
    if (!this.queue) {
      if (!this.running.has(userId)) void this.runInProcess(userId, 1);
      return;
    }
    const added = this.queue.add(
      ERASE_ACCOUNT_JOB,
      { userId },
      {
        jobId: eraseAccountJobId(userId),
        attempts: this.config.ACCOUNT_DELETION_ATTEMPTS,
        backoff: { type: 'exponential', delay: this.config.ACCOUNT_DELETION_BACKOFF_MS },
        removeOnComplete: true,
        // Gone once exhausted, so the next sweep can add it again: retried until done.
        removeOnFail: true,
      },
    );
    await withDeadline(added, ENQUEUE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.error(`could not queue the erase of ${userId} (${error.message}): the sweep will`),
    );
  }

  /** One attempt; when the final pass is still to come, the same job waits for it in the delayed set. */
  private async eraseJob(job: Job<EraseAccountJob>, token: string | undefined): Promise<void> {
    const wait = await this.eraser.erase(job.data.userId);
    if (wait <= 0) return;
    await job.moveToDelayed(Date.now() + wait, token);
    throw new DelayedError();
  }

  async onModuleDestroy(): Promise<void> {
    this.localSweep?.stop();
    for (const timer of this.timers) clearTimeout(timer);
    await this.managed?.close();
  }

  private async sweep(): Promise<void> {
    try {
      for (const userId of await this.users.pendingDeletions()) await this.schedule(userId);
    } catch (error) {
      this.logger.warn(`sweep failed: ${(error as Error).message}`);
    }
  }

  private async runInProcess(userId: string, attempt: number): Promise<void> {
    this.running.add(userId);
    try {
      const wait = await this.eraser.erase(userId);
      if (wait > 0) return this.retryInProcess(userId, attempt, wait);
      this.running.delete(userId);
    } catch (error) {
      this.logger.warn(`erase of ${userId} attempt ${attempt}: ${(error as Error).message}`);
      if (attempt >= this.config.ACCOUNT_DELETION_ATTEMPTS) return void this.running.delete(userId);
      this.retryInProcess(userId, attempt + 1, this.config.ACCOUNT_DELETION_BACKOFF_MS * 2 ** (attempt - 1));
    }
  }

  private retryInProcess(userId: string, attempt: number, delayMs: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void this.runInProcess(userId, attempt);
    }, delayMs);
    timer.unref();
    this.timers.add(timer);
  }
}
