import {
  Inject,
  Injectable,
  Logger,
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
import { BullConnections, withDeadline } from '@yarn-mgmt/nest-kit/queue';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { UsersRepository } from '../users/users.repository.js';
import { AccountEraser } from './account-eraser.js';

const SWEEP_MS = 10 * 60_000;
const ENQUEUE_TIMEOUT_MS = 5_000;

/**
 * The durable erase of closed accounts: a BullMQ job per account (id `erase-<user>`, so a second request or a
 * sweep adds nothing) retried with exponential backoff until every service confirmed. The closed mark lives in
 * PostgreSQL, so a job lost with Redis is added again by the sweep at start and every ten minutes. Without
 * REDIS_URL the same attempts run on timers in this process (not durable across a restart, but the start-up
 * sweep picks the account up again).
 */
@Injectable()
export class AccountDeletionQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('AccountDeletionQueue');
  private queue?: Queue<EraseAccountJob>;
  private worker?: Worker<EraseAccountJob>;
  private connections?: BullConnections;
  private sweeper?: NodeJS.Timeout;
  private readonly timers = new Set<NodeJS.Timeout>();
  /** Accounts being erased in this process (without Redis). */
  private readonly running = new Set<string>();

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly users: UsersRepository,
    private readonly eraser: AccountEraser,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (url) {
      const connections = new BullConnections(url, this.logger);
      this.connections = connections;
      const connection = () => connections.worker();
      const prefix = this.config.QUEUE_PREFIX;
      this.queue = new Queue(ACCOUNT_DELETION_QUEUE, { connection: connection(), prefix });
      this.worker = new Worker(ACCOUNT_DELETION_QUEUE, (job, token) => this.eraseJob(job, token), {
        connection: connection(),
        prefix,
        concurrency: 2,
      });
      this.worker.on('failed', (job, error) =>
        this.logger.warn(`erase of ${job?.data.userId} attempt ${job?.attemptsMade}: ${error.message}`),
      );
    } else this.logger.warn('REDIS_URL is not set: account erasure retries in this process only');
    this.sweeper = setInterval(() => void this.sweep(), SWEEP_MS);
    this.sweeper.unref();
    void this.sweep();
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
    clearInterval(this.sweeper);
    for (const timer of this.timers) clearTimeout(timer);
    await this.worker?.close();
    await this.queue?.close();
    this.connections?.disconnect();
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
