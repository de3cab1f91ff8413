import {
  Inject,
  Injectable,
  Logger,
  Optional,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  RAVELRY_MESSAGES,
  RAVELRY_SYNC_JOB,
  RAVELRY_SYNC_MESSAGES,
  RAVELRY_SYNC_QUEUE,
  RAVELRY_SYNC_SCHEDULED_JOB,
  RavelrySyncSummarySchema,
  ravelrySyncJobId,
  ravelrySyncSchedulerId,
  type RavelryAutoSync,
  type RavelrySyncStatus,
  type RavelrySyncSummary,
} from '@yarn-mgmt/contracts';
import { ProcessMetrics } from '@yarn-mgmt/nest-kit';
import { JobSchedules, ManagedQueue, withDeadline, type ScheduleRepeat } from '@yarn-mgmt/nest-kit/queue';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { OAUTH_PROVIDERS, type OAuthProviders } from '../integrations/oauth-providers.js';
import { PendingRuns } from '../pending-runs/pending-runs.js';
import { progressText, type SyncJobProgress } from './ravelry-sync-progress.js';
import { ravelrySyncRepeat } from './ravelry-sync-repeat.js';
import { RavelrySyncFailure, RavelrySyncRunner } from './ravelry-sync.runner.js';

interface SyncJobData {
  userId: string;
}
/** A sync's summary; a scheduled run, which only starts the sync, answers null. */
type SyncResult = RavelrySyncSummary | null;

const ENQUEUE_TIMEOUT_MS = 5_000;
const RUNNING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children', 'paused']);
const ENDED = new Set(['completed', 'failed']);

/**
 * The Ravelry sync on BullMQ (queue `ravelry-sync`): one job per user at a time (job id per user, so a double
 * click adds one), run once (a failure is said, not retried: the user syncs again). The finished job is kept
 * until the next sync, so the page can read how it ended. Without REDIS_URL the sync is not available.
 * The automatic sync: a job scheduler per user with it on (`ravelry-sync-schedule-<user>`, one run per period
 * however many processes run a worker), set when the option changes, removed at Disconnect and by a run that
 * finds the link gone (a closed account), and swept by one replica at start, every RAVELRY_SYNC_SWEEP_MS and when
 * Redis is back after a break (ManagedQueue); each run starts the user's one sync job as Sync Now does. A Sync Now
 * is kept in pending_runs until its job ends: the sweep queues it again when Redis lost it.
 */
@Injectable()
export class RavelrySyncQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RavelrySyncQueue');
  private managed?: ManagedQueue<Queue<SyncJobData, SyncResult>, Worker<SyncJobData, SyncResult>>;
  private queue?: Queue<SyncJobData, SyncResult>;
  private schedules?: JobSchedules<SyncJobData>;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    @Inject(OAUTH_PROVIDERS) private readonly providers: OAuthProviders,
    private readonly links: IntegrationLinksRepository,
    private readonly runner: RavelrySyncRunner,
    private readonly pending: PendingRuns,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (!url || !this.providers.ravelry) return;
    const prefix = this.config.QUEUE_PREFIX;
    this.managed = new ManagedQueue({
      name: RAVELRY_SYNC_QUEUE,
      url,
      prefix,
      logger: this.logger,
      queue: (connection) => new Queue<SyncJobData, SyncResult>(RAVELRY_SYNC_QUEUE, { connection, prefix }),
      worker: (connection) =>
        new Worker<SyncJobData, SyncResult>(RAVELRY_SYNC_QUEUE, (job) => this.process(job), {
          connection,
          prefix,
          concurrency: 4,
        }),
      sweep: { everyMs: this.config.RAVELRY_SYNC_SWEEP_MS, run: () => this.sweep() },
      metrics: this.metrics?.queues,
    });
    this.queue = this.managed.queue;
    this.managed.worker.on('failed', (job, error) =>
      this.logger.warn(`ravelry sync of ${job?.data.userId} failed: ${error.message}`),
    );
    this.schedules = new JobSchedules<SyncJobData>(this.queue, ravelrySyncSchedulerId(''), (userId) => ({
      name: RAVELRY_SYNC_SCHEDULED_JOB,
      data: { userId },
      opts: { attempts: 1, removeOnComplete: 10, removeOnFail: 50 },
    }));
    this.managed.start();
  }

  async onModuleDestroy(): Promise<void> {
    await this.managed?.close();
  }

  /** Starts the user's sync, or leaves the one waiting or running; answers its state at once. */
  async start(userId: string): Promise<RavelrySyncStatus> {
    const queue = this.available();
    const link = await this.links.find(userId, 'ravelry');
    if (!link) throw new IntegrationError('NOT_CONNECTED');
    await withDeadline(this.enqueue(queue, userId, true), ENQUEUE_TIMEOUT_MS).catch((error: Error) => {
      this.logger.error(`could not queue the Ravelry sync of ${userId}: ${error.message}`);
      throw new ServiceUnavailableException(RAVELRY_SYNC_MESSAGES.unavailable);
    });
    return this.status(userId);
  }

  /** Adds the user's one sync job, unless it waits or runs already; a Sync Now's request is `kept` until it ends. */
  private async enqueue(queue: Queue<SyncJobData, SyncResult>, userId: string, kept = false): Promise<void> {
    const jobId = ravelrySyncJobId(userId);
    const earlier = await queue.getJob(jobId);
    if (earlier && RUNNING.has(await earlier.getState())) return;
    // The last sync's finished job makes way for this one (a removal racing another click is harmless).
    await earlier?.remove().catch(() => undefined);
    const add = () => queue.add(RAVELRY_SYNC_JOB, { userId }, { jobId, attempts: 1 });
    await (kept ? this.pending.request(RAVELRY_SYNC_QUEUE, userId, add) : add());
  }

  async status(userId: string): Promise<RavelrySyncStatus> {
    const queue = this.available();
    const read = () =>
      withDeadline(queue.getJob(ravelrySyncJobId(userId)), ENQUEUE_TIMEOUT_MS).catch(() => {
        throw new ServiceUnavailableException(RAVELRY_SYNC_MESSAGES.unavailable);
      });
    // The job before the link: a sync writes its lastSync before it completes, so a job read as completed
    // always comes with its lastSync (read the other way round, one ending in between read completed, never synced).
    const job = await read();
    const state = job ? await job.getState() : undefined;
    const link = await this.links.find(userId, 'ravelry');
    const lastSync = link?.lastSyncAt?.toISOString() ?? null;
    const nextSync =
      link && link.autoSync !== 'off' ? ((await this.next(userId))?.toISOString() ?? null) : null;
    const idle: RavelrySyncStatus = {
      state: 'idle',
      progress: null,
      summary: null,
      error: null,
      lastSync,
      nextSync,
    };
    if (!job || !state)
      return (await this.pending.waiting(RAVELRY_SYNC_QUEUE, userId)) ? { ...idle, state: 'waiting' } : idle;
    // A sync of an earlier link (stopped by its Disconnect) says nothing about this one.
    if (ENDED.has(state) && link && job.timestamp < link.connectedAt.getTime()) return idle;
    const progress = progressText(job.progress);
    // A job read while running and found finished a moment later: its summary or reason is in a fresh read.
    const ended = ENDED.has(state) ? ((await read()) ?? job) : job;
    if (state === 'completed') {
      const summary = RavelrySyncSummarySchema.safeParse(ended.returnvalue);
      return { ...idle, state: 'completed', summary: summary.success ? summary.data : null };
    }
    if (state === 'failed') return { ...idle, state: 'failed', error: ended.failedReason || null };
    if (state === 'active') return { ...idle, state: 'active', progress };
    return RUNNING.has(state) ? { ...idle, state: 'waiting', progress } : idle;
  }

  /** When the user's automatic sync runs next; null without one (or while Redis cannot say). */
  async next(userId: string): Promise<Date | null> {
    const schedules = this.schedules;
    if (!schedules) return null;
    return withDeadline(schedules.next(userId), ENQUEUE_TIMEOUT_MS).catch(() => null);
  }

  /** Puts the user's scheduler in line with the option; never throws (the sweep tries again). */
  async schedule(userId: string, autoSync: RavelryAutoSync): Promise<void> {
    const schedules = this.schedules;
    if (!schedules) return;
    const repeat = ravelrySyncRepeat(userId, autoSync, this.config.RAVELRY_SYNC_SCHEDULE_EVERY_MS);
    await withDeadline(schedules.set(userId, repeat), ENQUEUE_TIMEOUT_MS).catch((error: Error) =>
      this.logger.warn(`ravelry sync schedule of ${userId} not updated yet: ${error.message}`),
    );
  }

  /** Every scheduler in Redis belongs to a link with automatic sync on, and every such link has one. */
  async sweep(): Promise<void> {
    const schedules = this.schedules;
    if (!schedules) return;
    try {
      const every = this.config.RAVELRY_SYNC_SCHEDULE_EVERY_MS;
      const wanted = new Map<string, ScheduleRepeat>();
      for (const link of await this.links.autoSyncing('ravelry')) {
        const repeat = ravelrySyncRepeat(link.userId, link.autoSync, every);
        if (repeat) wanted.set(link.userId, repeat);
      }
      await schedules.sweep(wanted);
      const queue = this.available();
      const linked = async (userId: string) => Boolean(await this.links.find(userId, 'ravelry'));
      const jobs = {
        find: (userId: string) => queue.getJob(ravelrySyncJobId(userId)),
        add: (userId: string) => this.enqueue(queue, userId),
      };
      await this.pending.requeue(RAVELRY_SYNC_QUEUE, jobs, linked);
    } catch (error) {
      this.logger.warn(`ravelry sync schedules not swept: ${(error as Error).message}`);
    }
  }

  private available(): Queue<SyncJobData, SyncResult> {
    if (!this.queue) throw new ServiceUnavailableException(RAVELRY_MESSAGES.syncNotAvailable);
    return this.queue;
  }

  private async process(job: Job<SyncJobData, SyncResult>): Promise<SyncResult> {
    if (job.name === RAVELRY_SYNC_SCHEDULED_JOB) return this.scheduledRun(job.data.userId);
    try {
      return await this.sync(job);
    } finally {
      // Ended, done or failed: the Sync Now it served is done.
      await this.pending.ended(RAVELRY_SYNC_QUEUE, job.data.userId, job);
    }
  }

  private async sync(job: Job<SyncJobData, SyncResult>): Promise<SyncResult> {
    let reported = 0;
    try {
      return await this.runner.run(job.data.userId, async (done, total, kind) => {
        // A phase's first and last, otherwise at most every 5 (Redis writes are not free).
        if (done === 0 || done === total || done - reported >= 5) {
          reported = done;
          await job.updateProgress({ done, total, kind } satisfies SyncJobProgress);
        }
      });
    } catch (error) {
      if (error instanceof RavelrySyncFailure) throw new UnrecoverableError(error.message);
      throw error;
    }
  }

  /**
   * A run of the user's schedule starts the sync as Sync Now does; a link gone or with automatic sync off since
   * takes its scheduler with it, and a broken link waits for the user to reconnect (the page says so).
   */
  private async scheduledRun(userId: string): Promise<null> {
    const link = await this.links.find(userId, 'ravelry');
    if (!link || link.autoSync === 'off') await this.schedule(userId, 'off');
    else if (!link.brokenAt && this.queue) await this.enqueue(this.queue, userId);
    return null;
  }
}
