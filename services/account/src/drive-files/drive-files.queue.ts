import {
  Inject,
  Injectable,
  Logger,
  Optional,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  DRIVE_FILES_MESSAGES,
  DRIVE_FILES_QUEUE,
  driveFilesJobId,
  type DriveFilesDirection,
  type DriveFilesJob,
  type DriveFilesStatus,
} from '@yarn-mgmt/contracts';
import { ProcessMetrics } from '@yarn-mgmt/nest-kit';
import { withDeadline } from '@yarn-mgmt/nest-kit/queue';
import type { Job, Queue } from 'bullmq';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { ConnectionsService } from '../integrations/connections.service.js';
import { PendingDisconnects } from '../integrations/pending-disconnects.js';
import { REDIS_TIMEOUT_MS, RUNNING_STATES, startBullQueue, type BullQueue } from '../queues/bull-queue.js';
import { DriveFilesMover, type MoveProgress } from './drive-files.mover.js';
import { DriveFilesRepository } from './drive-files.repository.js';

/** A run that met its direction changed meanwhile goes round again, at most this many times. */
const PASSES = 3;
const DRIVE = 'google_drive';

/**
 * A queued run: `shown` is the report of the last run that had files to move, which a run finding nothing in the
 * same direction (most of the sweep's) keeps showing: it replaces that run's job under the same id.
 */
type DriveFilesRun = DriveFilesJob & { shown?: MoveProgress };

/**
 * The moves on BullMQ (queue `drive-files`): one job per user at a time (id `drive-files-<user>`), queued when the
 * Drive setting is saved, when Drive is connected, and by a sweep (at start, every DRIVE_FILES_SWEEP_MS on one
 * replica and when Redis is back after a break: ManagedQueue) for every user with Drive on, which is how new
 * uploads reach Drive: the patterns service never calls this service (DECISIONS 28), and the sweep's question to
 * it is one indexed list per such user. A job reads where the files belong when it runs (not when it was queued),
 * so a switch flipped twice ends where the settings say. Drive or the patterns service down: the job fails,
 * nothing is lost, and it is tried again (3 attempts, then the sweep).
 * A Disconnect with files in Drive marks the link (PendingDisconnects) and queues a run: the files belong here
 * then, the run brings them back, reporting on the link, and ends the Disconnect (link removed, tokens revoked);
 * a run that fails says why on the link, which stays. The sweep runs every marked user again, so a Disconnect
 * survives a restart of this service or a Redis that lost its jobs.
 * The status is the last move: a run that finds nothing to move in the direction of the last run that had files
 * to move keeps showing that run's report, so a sweep's run does not replace '12 of 12' with '0 of 0' (it did,
 * often within milliseconds of the move's end, and a caller waiting to read the move it started missed it).
 */
@Injectable()
export class DriveFilesQueue implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('DriveFilesQueue');
  private managed?: BullQueue<DriveFilesRun>;
  private queue?: Queue<DriveFilesRun>;

  constructor(
    @Inject(ACCOUNT_CONFIG) private readonly config: AccountConfig,
    private readonly mover: DriveFilesMover,
    private readonly places: DriveFilesRepository,
    private readonly disconnects: PendingDisconnects,
    private readonly connections: ConnectionsService,
    @Optional() private readonly metrics?: ProcessMetrics,
  ) {}

  onApplicationBootstrap(): void {
    const url = this.config.REDIS_URL;
    if (!url) {
      this.logger.warn('REDIS_URL is not set: pattern files are not moved to Google Drive');
      return;
    }
    this.managed = startBullQueue<DriveFilesRun>({
      name: DRIVE_FILES_QUEUE,
      url,
      prefix: this.config.QUEUE_PREFIX,
      logger: this.logger,
      process: (job) => this.process(job),
      concurrency: 2,
      sweep: { everyMs: this.config.DRIVE_FILES_SWEEP_MS, run: () => this.sweep() },
      metrics: this.metrics?.queues,
      failed: (job, error) => `pattern files of ${job?.data.userId} not moved: ${error.message}`,
    });
    this.queue = this.managed.queue;
  }

  async onModuleDestroy(): Promise<void> {
    await this.managed?.close();
  }

  /** False without Redis: nothing is queued. */
  get available(): boolean {
    return this.queue !== undefined;
  }

  /** Queues a move of the user's files (left alone when one is waiting: it reads the settings when it runs). */
  async request(userId: string): Promise<void> {
    const queue = this.queue;
    if (!queue) return;
    try {
      await this.redis(async () => {
        const jobId = driveFilesJobId(userId);
        const earlier = await queue.getJob(jobId);
        const state = earlier ? await earlier.getState() : null;
        if (state && state !== 'active' && RUNNING_STATES.has(state)) return;
        // A run under way is asked again shortly (it may have read the settings already); a finished one makes
        // way for this one.
        if (state === 'active') return void setTimeout(() => void this.request(userId), 2_000).unref();
        const shown = earlier && state === 'completed' ? movedFiles(earlier) : undefined;
        await earlier?.remove().catch(() => undefined);
        const direction = await this.mover.direction(userId);
        await queue.add(
          DRIVE_FILES_QUEUE,
          { userId, direction, ...(shown && { shown }) },
          { jobId, attempts: 3, backoff: { type: 'exponential', delay: 5_000 } },
        );
      });
    } catch (error) {
      this.logger.warn(`pattern files of ${userId} not queued yet: ${(error as Error).message}`);
    }
  }

  /** The user's last move, as the settings page shows it. */
  async status(userId: string): Promise<DriveFilesStatus> {
    const idle: DriveFilesStatus = {
      state: 'idle',
      direction: null,
      done: 0,
      total: 0,
      failed: 0,
      error: null,
    };
    if (!this.queue) return idle;
    const job = await this.redis(() => this.queue!.getJob(driveFilesJobId(userId)));
    if (!job) return idle;
    const state = await job.getState();
    const progress = progressOf(job);
    const base = {
      direction: progress?.direction ?? job.data.direction,
      done: progress?.done ?? 0,
      total: progress?.total ?? 0,
      failed: progress?.failed ?? 0,
    };
    if (state === 'completed' || state === 'active') return { state, ...base, error: null };
    if (state === 'failed') return { state, ...base, error: job.failedReason || null };
    return { state: RUNNING_STATES.has(state) ? 'waiting' : 'idle', ...base, error: null };
  }

  /** Every user with Drive on, or disconnecting it, gets a run (most find nothing to move). */
  async sweep(): Promise<void> {
    if (!this.queue) return;
    try {
      const users = [...(await this.places.driveUsers()), ...(await this.disconnects.users(DRIVE))];
      for (const userId of new Set(users)) await this.request(userId);
    } catch (error) {
      this.logger.warn(`pattern files not swept: ${(error as Error).message}`);
    }
  }

  private async process(job: Job<DriveFilesRun>): Promise<MoveProgress | null> {
    const { userId } = job.data;
    let last: MoveProgress | null = null;
    try {
      for (let pass = 0; pass < PASSES; pass += 1) {
        const direction: DriveFilesDirection = await this.mover.direction(userId);
        if (last && last.direction === direction) break;
        // A Disconnect waiting for this return reads how far it is on the link.
        const leaving = direction === 'to_platform' && (await this.disconnects.isPending(userId, DRIVE));
        last = await this.mover.move(userId, direction, async (progress) => {
          await job.updateProgress({ ...progress });
          if (leaving)
            await this.disconnects.progress(userId, DRIVE, progress.done + progress.failed, progress.total);
        });
        await job.updateProgress({ ...last });
      }
    } catch (error) {
      // A Disconnect waiting for it cannot finish: the link stays, saying why; the files are where they were.
      await this.disconnects.failed(userId, DRIVE, DRIVE_FILES_MESSAGES.returnFailed).catch(() => undefined);
      throw error;
    }
    // Nothing to move where the last move went: its report stays the one on show.
    const { shown } = job.data;
    if (last?.total === 0 && shown?.direction === last.direction) {
      last = shown;
      await job.updateProgress({ ...shown });
    }
    // Every file back: a Disconnect waiting for it ends now (nothing happens without one).
    if (last?.direction === 'to_platform') await this.connections.finishDisconnect(userId, DRIVE);
    return last;
  }

  private redis<T>(work: () => Promise<T>): Promise<T> {
    return withDeadline(work(), REDIS_TIMEOUT_MS);
  }
}

/** The report of a finished run that had files to move (its own, or the one it kept showing). */
function movedFiles(job: Job<DriveFilesRun>): MoveProgress | undefined {
  const progress = progressOf(job);
  return progress && progress.total > 0 ? progress : undefined;
}

function progressOf(job: Job<DriveFilesRun>): MoveProgress | null {
  const value = job.progress as Partial<MoveProgress> | number;
  return typeof value === 'object' && value !== null && typeof value.done === 'number'
    ? (value as MoveProgress)
    : null;
}
