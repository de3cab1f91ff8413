import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  BACKUP_JOB,
  BACKUPS_QUEUE,
  backupSchedulerId,
  manualBackupJobId,
  type BackupFrequency,
  type BackupJob,
  type BackupRun,
} from '@yarn-mgmt/contracts';
import { ProcessMetrics } from '@yarn-mgmt/nest-kit';
import { JobSchedules, withDeadline } from '@yarn-mgmt/nest-kit/queue';
import type { Job, Queue } from 'bullmq';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { PendingRuns } from '../pending-runs/pending-runs.js';
import { REDIS_TIMEOUT_MS, RUNNING_STATES, startBullQueue, type BullQueue } from '../queues/bull-queue.js';
import { backupRepeat } from './backup-schedule.js';
import { BackupWriter } from './backup-writer.js';
import { BackupError } from './backups.errors.js';
import { BackupsRepository } from './backups.repository.js';

/**
 * The backups on BullMQ (queue `backups`). Automatic backups: one job scheduler per user, id `backup-<user>`,
 * upserted when the backup settings are saved and removed when Automatic Backup goes off; one replica sweeps at
 * start, every BACKUP_SWEEP_MS and when Redis is back after a break (ManagedQueue), so what the settings say and
 * what Redis holds meet again after a restored import, a closed account or a Redis that lost its data. BullMQ
 * makes each run of a scheduler one job with an id of its own, so however many processes run a worker, each
 * period writes one backup. 'Backup Now' is one job per user at a time (id `backup-now-<user>`), its request kept
 * in pending_runs until the job ends: the sweep queues it again when Redis lost it, and the page says it waits.
 * Without REDIS_URL there are no backups (503).
 */
@Injectable()
export class BackupsQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('BackupsQueue');
  private managed?: BullQueue<BackupJob>;
  private queue?: Queue<BackupJob>;
  private schedules?: JobSchedules<BackupJob>;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly writer: BackupWriter,
    private readonly backups: BackupsRepository,
    private readonly pending: PendingRuns,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {}

  get available(): boolean {
    return Boolean(this.queue);
  }

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (!url) {
      this.logger.warn('REDIS_URL is not set: backups are not available');
      return;
    }
    this.managed = startBullQueue<BackupJob>({
      name: BACKUPS_QUEUE,
      url,
      prefix: this.config.QUEUE_PREFIX,
      logger: this.logger,
      process: (job) => this.process(job),
      concurrency: 2,
      sweep: { everyMs: this.config.BACKUP_SWEEP_MS, run: () => this.sweep() },
      metrics: this.metrics?.queues,
      failed: (job, error) => `${job?.data.trigger} backup of ${job?.data.userId} failed: ${error.message}`,
    });
    this.queue = this.managed.queue;
    this.schedules = new JobSchedules<BackupJob>(this.queue, backupSchedulerId(''), (userId) => ({
      name: BACKUP_JOB,
      data: { userId, trigger: 'scheduled' },
      opts: {
        attempts: 3,
        backoff: { type: 'exponential', delay: 60_000 },
        removeOnComplete: 10,
        removeOnFail: 50,
      },
    }));
  }

  async onModuleDestroy(): Promise<void> {
    await this.managed?.close();
  }

  /** 'Backup Now': queues the user's backup, or leaves the one waiting or running. */
  async start(userId: string): Promise<BackupRun> {
    const queue = this.required();
    await this.redis(async () => {
      const earlier = await queue.getJob(manualBackupJobId(userId));
      if (earlier && RUNNING_STATES.has(await earlier.getState())) return;
      await earlier?.remove().catch(() => undefined);
      // Kept before the job is added (the answer is a 202): a Redis that loses the job does not lose the request.
      await this.pending.request(BACKUPS_QUEUE, userId, () => this.addManual(queue, userId));
    });
    return this.run(userId);
  }

  /** The user's last Backup Now (one whose job Redis lost still waits: the sweep queues it again). */
  async run(userId: string): Promise<BackupRun> {
    if (!this.queue) return { state: 'idle', error: null };
    const job = await this.redis(() => this.queue!.getJob(manualBackupJobId(userId)));
    if (!job)
      return { state: (await this.pending.waiting(BACKUPS_QUEUE, userId)) ? 'waiting' : 'idle', error: null };
    const state = await job.getState();
    if (state === 'completed') return { state, error: null };
    if (state === 'failed') return { state, error: job.failedReason || null };
    if (state === 'active') return { state, error: null };
    return { state: RUNNING_STATES.has(state) ? 'waiting' : 'idle', error: null };
  }

  /** When the user's schedule writes the next backup, or null when there is none. */
  async next(userId: string): Promise<Date | null> {
    const schedules = this.schedules;
    return schedules ? this.redis(() => schedules.next(userId)) : null;
  }

  /** Puts the user's scheduler in line with the settings; never throws (the sweep tries again). */
  async schedule(userId: string, on: boolean, frequency: BackupFrequency): Promise<void> {
    const schedules = this.schedules;
    if (!schedules) return;
    try {
      const repeat = on ? backupRepeat(userId, frequency, this.config.BACKUP_SCHEDULE_EVERY_MS) : null;
      await this.redis(() => schedules.set(userId, repeat));
    } catch (error) {
      this.logger.warn(`backup schedule of ${userId} not updated yet: ${(error as Error).message}`);
    }
  }

  /** Removes the user's scheduler (Delete Account). */
  async unschedule(userId: string): Promise<void> {
    await this.schedule(userId, false, 'weekly');
  }

  /**
   * Every scheduler in Redis matches an account with Automatic Backup on, and every such account has one; every
   * Backup Now not ended has its job.
   */
  async sweep(): Promise<void> {
    const schedules = this.schedules;
    const queue = this.queue;
    if (!schedules || !queue) return;
    try {
      const every = this.config.BACKUP_SCHEDULE_EVERY_MS;
      const wanted = new Map(
        (await this.backups.automatic()).map((row) => [
          row.userId,
          backupRepeat(row.userId, row.frequency, every),
        ]),
      );
      // No one deadline for the whole sweep: the producer connection fails each call fast while Redis is down.
      await schedules.sweep(wanted);
      await this.pending.requeue(BACKUPS_QUEUE, {
        find: (userId) => queue.getJob(manualBackupJobId(userId)),
        add: (userId) => this.addManual(queue, userId),
      });
    } catch (error) {
      this.logger.warn(`backups not swept: ${(error as Error).message}`);
    }
  }

  private async addManual(queue: Queue<BackupJob>, userId: string): Promise<void> {
    const jobId = manualBackupJobId(userId);
    await queue.add(BACKUP_JOB, { userId, trigger: 'manual' }, { jobId, attempts: 1 });
  }

  private async process(job: Job<BackupJob>): Promise<void> {
    const { userId, trigger } = job.data;
    try {
      // The run's own key: the same job taken again (stalled, retried) has it too; a later Backup Now does not.
      const written = await this.writer.write(userId, trigger, `${job.id}@${job.timestamp}`);
      // A run of a schedule the settings no longer want (turned off, account closed): the scheduler goes too.
      if (!written && trigger === 'scheduled') await this.unschedule(userId);
    } finally {
      // Written or failed (its one attempt), the request is done.
      if (trigger === 'manual') await this.pending.ended(BACKUPS_QUEUE, userId, job);
    }
  }

  private required(): Queue<BackupJob> {
    if (!this.queue) throw new BackupError('UNAVAILABLE');
    return this.queue;
  }

  private redis<T>(work: () => Promise<T>): Promise<T> {
    return withDeadline(work(), REDIS_TIMEOUT_MS).catch((error: Error) => {
      this.logger.error(`backups queue: ${error.message}`);
      throw new BackupError('UNAVAILABLE');
    });
  }
}
