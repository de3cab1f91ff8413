import {
  Inject,
  Injectable,
  Logger,
  ServiceUnavailableException,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  RAVELRY_MESSAGES,
  RAVELRY_SYNC_JOB,
  RAVELRY_SYNC_KINDS,
  RAVELRY_SYNC_MESSAGES,
  RAVELRY_SYNC_QUEUE,
  RavelrySyncSummarySchema,
  ravelrySyncJobId,
  type RavelrySyncKind,
  type RavelrySyncStatus,
  type RavelrySyncSummary,
} from '@yarn-mgmt/contracts';
import { BullConnections, withDeadline } from '@yarn-mgmt/nest-kit/queue';
import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { IntegrationLinksRepository } from '../integrations/integration-links.repository.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { OAUTH_PROVIDERS, type OAuthProviders } from '../integrations/oauth-providers.js';
import { RavelrySyncFailure, RavelrySyncRunner } from './ravelry-sync.runner.js';

interface SyncJobData {
  userId: string;
}
interface SyncJobProgress {
  done: number;
  total: number;
  /** Absent in a job queued before patterns and projects were synced: the stash. */
  kind?: RavelrySyncKind;
}

const ENQUEUE_TIMEOUT_MS = 5_000;
const RUNNING = new Set(['waiting', 'active', 'delayed', 'prioritized', 'waiting-children']);

/**
 * The Ravelry sync on BullMQ (queue `ravelry-sync`): one job per user at a time (job id per user, so a double
 * click adds one), run once (a failure is said, not retried: the user syncs again). The finished job is kept
 * until the next sync, so the page can read how it ended. Without REDIS_URL the sync is not available.
 */
@Injectable()
export class RavelrySyncQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RavelrySyncQueue');
  private queue?: Queue<SyncJobData, RavelrySyncSummary>;
  private worker?: Worker<SyncJobData, RavelrySyncSummary>;
  private connections?: BullConnections;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    @Inject(OAUTH_PROVIDERS) private readonly providers: OAuthProviders,
    private readonly links: IntegrationLinksRepository,
    private readonly runner: RavelrySyncRunner,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (!url || !this.providers.ravelry) return;
    const connections = new BullConnections(url, this.logger);
    this.connections = connections;
    const prefix = this.config.QUEUE_PREFIX;
    this.queue = new Queue(RAVELRY_SYNC_QUEUE, { connection: connections.producer(), prefix });
    this.worker = new Worker(RAVELRY_SYNC_QUEUE, (job) => this.process(job), {
      connection: connections.worker(),
      prefix,
      concurrency: 4,
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(`ravelry sync of ${job?.data.userId} failed: ${error.message}`),
    );
  }

  async onModuleDestroy(): Promise<void> {
    await this.worker?.close();
    await this.queue?.close();
    this.connections?.disconnect();
  }

  /** Starts the user's sync, or leaves the one waiting or running; answers its state at once. */
  async start(userId: string): Promise<RavelrySyncStatus> {
    const queue = this.available();
    const link = await this.links.find(userId, 'ravelry');
    if (!link) throw new IntegrationError('NOT_CONNECTED');
    const jobId = ravelrySyncJobId(userId);
    await withDeadline(
      (async () => {
        const earlier = await queue.getJob(jobId);
        if (earlier && RUNNING.has(await earlier.getState())) return;
        // The last sync's finished job makes way for this one (a removal racing another click is harmless).
        await earlier?.remove().catch(() => undefined);
        await queue.add(RAVELRY_SYNC_JOB, { userId }, { jobId, attempts: 1 });
      })(),
      ENQUEUE_TIMEOUT_MS,
    ).catch((error: Error) => {
      this.logger.error(`could not queue the Ravelry sync of ${userId}: ${error.message}`);
      throw new ServiceUnavailableException(RAVELRY_SYNC_MESSAGES.unavailable);
    });
    return this.status(userId);
  }

  async status(userId: string): Promise<RavelrySyncStatus> {
    const queue = this.available();
    const link = await this.links.find(userId, 'ravelry');
    const lastSync = link?.lastSyncAt?.toISOString() ?? null;
    const idle: RavelrySyncStatus = { state: 'idle', progress: null, summary: null, error: null, lastSync };
    const read = () =>
      withDeadline(queue.getJob(ravelrySyncJobId(userId)), ENQUEUE_TIMEOUT_MS).catch(() => {
        throw new ServiceUnavailableException(RAVELRY_SYNC_MESSAGES.unavailable);
      });
    const job = await read();
    if (!job) return idle;
    const state = await job.getState();
    const progress = progressText(job.progress);
    // A job read while running and found finished a moment later: its summary or reason is in a fresh read.
    const ended = state === 'completed' || state === 'failed' ? ((await read()) ?? job) : job;
    if (state === 'completed') {
      const summary = RavelrySyncSummarySchema.safeParse(ended.returnvalue);
      return { ...idle, state: 'completed', summary: summary.success ? summary.data : null };
    }
    if (state === 'failed') return { ...idle, state: 'failed', error: ended.failedReason || null };
    if (state === 'active') return { ...idle, state: 'active', progress };
    return RUNNING.has(state) ? { ...idle, state: 'waiting', progress } : idle;
  }

  private available(): Queue<SyncJobData, RavelrySyncSummary> {
    if (!this.queue) throw new ServiceUnavailableException(RAVELRY_MESSAGES.syncNotAvailable);
    return this.queue;
  }

  private async process(job: Job<SyncJobData, RavelrySyncSummary>): Promise<RavelrySyncSummary> {
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
}

function progressText(progress: unknown): string | null {
  if (!progress || typeof progress !== 'object') return null;
  const { done, total, kind } = progress as Partial<SyncJobProgress>;
  return typeof done === 'number' && typeof total === 'number'
    ? RAVELRY_SYNC_MESSAGES.progress(done, total, kind && RAVELRY_SYNC_KINDS.includes(kind) ? kind : 'stash')
    : null;
}
