import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRIVE_APP_FOLDER, type DriveFilesDirection, type PatternDriveFile } from '@yarn-mgmt/contracts';
import { createWriteStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { DriveRequestError, GoogleDriveFiles } from '../integrations/google-drive-files.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import { DriveFilesRepository, MoveBusy } from './drive-files.repository.js';
import { FILE_MOVED, PatternsDriveClient, PatternsDriveError } from './patterns-drive.client.js';
import { withTempFile } from './temp-file.js';

export interface MoveProgress {
  direction: DriveFilesDirection;
  done: number;
  total: number;
  failed: number;
}

/** How long a queued move or a deletion waits for the user's move under way (a Disconnect waits less). */
const JOB_WAIT_MS = 10 * 60_000;

/** Drive or the patterns service could not be reached: the whole run stops, nothing is lost, it runs again. */
export class MoveStopped extends Error {}

/**
 * Moves one user's pattern PDFs between the patterns service and the app's "Yarn Management" folder in their Drive
 * (drive.file: the app sees only what it made), one file at a time, each step safe to repeat: a file is uploaded,
 * then the patterns service is told (and drops its bytes); back, the bytes are handed over, then the Drive copy is
 * trashed. A file replaced or removed meanwhile is left as the patterns service has it and its copy trashed.
 */
@Injectable()
export class DriveFilesMover {
  private readonly logger = new Logger('DriveFilesMover');
  private readonly drive: GoogleDriveFiles;

  constructor(
    @Inject(ACCOUNT_CONFIG) config: AccountConfig,
    private readonly tokens: IntegrationTokens,
    private readonly patterns: PatternsDriveClient,
    private readonly places: DriveFilesRepository,
  ) {
    this.drive = new GoogleDriveFiles({
      apiUrl: config.GOOGLE_API_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      chunkBytes: config.DRIVE_FILES_CHUNK_BYTES,
    });
  }

  /** How many of the user's files may be in Drive (the last run's count). */
  inDrive(userId: string): Promise<number> {
    return this.places.inDrive(userId);
  }

  /** Where the user's files belong now. */
  async direction(userId: string): Promise<DriveFilesDirection> {
    return (await this.places.wantsDrive(userId)) ? 'to_drive' : 'to_platform';
  }

  /**
   * Moves every file that is not where it belongs, reporting after each one. Without a working Drive link a
   * return cannot read Drive: the files stay there (View says to reconnect) and the run ends.
   */
  async move(
    userId: string,
    direction: DriveFilesDirection,
    report: (progress: MoveProgress) => Promise<void> = () => Promise.resolve(),
    waitMs = JOB_WAIT_MS,
  ): Promise<MoveProgress> {
    // One at a time per user: a Disconnect's return waits for a move to Drive under way, then finds its files.
    try {
      return await this.places.exclusive(userId, () => this.moveNow(userId, direction, report), waitMs);
    } catch (error) {
      if (error instanceof MoveBusy) throw new MoveStopped(error.message);
      throw error;
    }
  }

  private async moveNow(
    userId: string,
    direction: DriveFilesDirection,
    report: (progress: MoveProgress) => Promise<void>,
  ): Promise<MoveProgress> {
    const token = await this.token(userId);
    // No working link and nothing to bring back from Drive: nothing to do, and the patterns service is not asked.
    if (!token && direction === 'to_drive') return { direction, done: 0, total: 0, failed: 0 };
    const listed = await this.call(() => this.patterns.list(userId));
    const todo = listed.files.filter((file) =>
      direction === 'to_drive' ? file.drive_file_id === null : file.drive_file_id !== null,
    );
    const progress: MoveProgress = { direction, done: 0, total: todo.length, failed: 0 };
    if (!token) {
      progress.failed = todo.length;
      return progress;
    }
    await report(progress);
    const held = listed.files.filter((file) => file.drive_file_id !== null).length;
    // Counted before a file can reach Drive, so a run cut short never leaves files there the count says are not.
    if (direction === 'to_drive') await this.places.setInDrive(userId, held + todo.length);
    await this.emptyTrash(userId, token, listed.trash);
    const folder =
      direction === 'to_drive' && todo.length
        ? await this.call(() => this.drive.folder(token, DRIVE_APP_FOLDER))
        : '';
    for (const file of todo) {
      const moved =
        direction === 'to_drive'
          ? await this.place(userId, token, folder, file)
          : await this.bringBack(userId, token, file);
      if (moved) progress.done += 1;
      else progress.failed += 1;
      await report(progress);
    }
    const after = await this.call(() => this.patterns.list(userId));
    await this.places.setInDrive(userId, after.files.filter((file) => file.drive_file_id !== null).length);
    return progress;
  }

  /**
   * Delete Account, while the link still works (the tokens go right after): every PDF of the user's in Drive, and
   * every copy waiting to be trashed, goes to the Drive's trash. Only the files the patterns service names are
   * touched: two accounts here may link the same Google account. A link gone or broken, Drive or the patterns
   * service down, never stops the deletion: what stays in Drive is logged.
   */
  trashAll(userId: string): Promise<void> {
    return this.places.exclusive(userId, () => this.trashAllNow(userId), JOB_WAIT_MS);
  }

  private async trashAllNow(userId: string): Promise<void> {
    if ((await this.places.inDrive(userId)) === 0) return;
    let ids: string[] | null = null;
    let done = 0;
    try {
      const token = await this.token(userId);
      if (!token) throw new MoveStopped('the Google Drive link is gone or broken');
      const listed = await this.call(() => this.patterns.list(userId));
      ids = [...listed.files.flatMap((file) => file.drive_file_id ?? []), ...listed.trash];
      for (const id of ids) {
        await this.call(() => this.drive.trash(token, id));
        done += 1;
      }
    } catch (error) {
      if (!(error instanceof MoveStopped)) throw error;
      const left = ids ? `${ids.length - done} of ${ids.length}` : 'its';
      this.logger.warn(
        `Delete Account of ${userId}: ${left} pattern PDFs left in their Google Drive (${error.message})`,
      );
      return;
    } finally {
      // Said once: the tokens go right after, so a later attempt of the erase could not reach Drive anyway.
      await this.places.setInDrive(userId, 0);
    }
    this.logger.log(`Delete Account of ${userId}: ${done} pattern PDFs moved to their Google Drive's trash`);
  }

  /** The file on its way: from the patterns service to a temporary file, and from it to Drive a chunk at a time. */
  private async place(
    userId: string,
    token: string,
    folder: string,
    file: PatternDriveFile,
  ): Promise<boolean> {
    const uploaded = await withTempFile('drive-files-', async (local) => {
      const size = await this.call(() => this.patterns.content(userId, file.pattern_id, local));
      if (size === FILE_MOVED) return null;
      return this.call(() =>
        this.drive.upload(token, {
          name: file.name,
          mimeType: 'application/pdf',
          parentId: folder,
          content: { path: local, size },
        }),
      );
    });
    if (!uploaded) return true;
    const answer = await this.call(() =>
      this.patterns.placed(userId, file.pattern_id, file.file_id, uploaded.id),
    ).catch(async (error: unknown) => {
      // Not recorded there: the copy would be an orphan in the user's Drive.
      await this.drive.trash(token, uploaded.id).catch(() => undefined);
      throw error;
    });
    if (answer === FILE_MOVED) await this.call(() => this.drive.trash(token, uploaded.id));
    return true;
  }

  /** False when Drive no longer has the file (the user deleted it there): nothing can bring it back. */
  private async bringBack(userId: string, token: string, file: PatternDriveFile): Promise<boolean> {
    const driveFileId = file.drive_file_id!;
    const stream = await this.call(() => this.drive.download(token, driveFileId));
    if (!stream) {
      this.logger.warn(`pattern file ${file.pattern_id} of ${userId} is no longer in Drive`);
      return false;
    }
    // Drive's stream to a temporary file, and from it to the patterns service: never whole in memory.
    const answer = await withTempFile('drive-files-', async (local) => {
      await this.call(() => pipeline(stream, createWriteStream(local, { mode: 0o600 })));
      return this.call(() => this.patterns.returned(userId, file.pattern_id, driveFileId, local));
    });
    if (answer === 'done') await this.call(() => this.drive.trash(token, driveFileId));
    return true;
  }

  private async emptyTrash(userId: string, token: string, driveFileIds: string[]): Promise<void> {
    if (!driveFileIds.length) return;
    for (const id of driveFileIds) await this.call(() => this.drive.trash(token, id));
    await this.call(() => this.patterns.trashed(userId, driveFileIds));
  }

  /** The user's Drive token, or null when the link is gone or broken (a refusal, not an outage). */
  private async token(userId: string): Promise<string | null> {
    try {
      return await this.tokens.accessToken(userId, 'google_drive');
    } catch (error) {
      if (error instanceof IntegrationError && error.code !== 'PROVIDER_UNAVAILABLE') return null;
      if (error instanceof IntegrationError) throw new MoveStopped(error.message);
      throw error;
    }
  }

  private async call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DriveRequestError || error instanceof PatternsDriveError)
        throw new MoveStopped(error.message);
      throw error;
    }
  }
}
