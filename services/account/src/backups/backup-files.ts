import { Inject, Injectable, Logger } from '@nestjs/common';
import { DRIVE_APP_FOLDER, type BackupDestination } from '@yarn-mgmt/contracts';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ACCOUNT_CONFIG, type AccountConfig } from '../config/account.config.js';
import { DriveRequestError, GoogleDriveFiles } from '../integrations/google-drive-files.js';
import { IntegrationTokens } from '../integrations/integration-tokens.service.js';
import { IntegrationError } from '../integrations/integrations.errors.js';
import type { BackupEntity } from './backup.entity.js';
import { BackupError } from './backups.errors.js';

export interface WrittenFile {
  destination: BackupDestination;
  storageKey: string | null;
  driveFileId: string | null;
}

/** A backup's file on disk for the import. */
export interface LocalCopy {
  path: string;
  size: number;
}

/**
 * Where backup files live: the user's Google Drive (the app's "Yarn Management" folder, with the link's tokens) or
 * the platform's storage (`<user>/backups/<backup id>.<ext>`).
 */
@Injectable()
export class BackupFiles {
  private readonly logger = new Logger('BackupFiles');
  private readonly drive: GoogleDriveFiles;

  constructor(
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(ACCOUNT_CONFIG) config: AccountConfig,
    private readonly tokens: IntegrationTokens,
  ) {
    this.drive = new GoogleDriveFiles({
      apiUrl: config.GOOGLE_API_URL,
      timeoutMs: config.PROVIDER_TIMEOUT_MS,
      chunkBytes: config.BACKUP_DRIVE_CHUNK_BYTES,
    });
  }

  /**
   * The export at `file.path` to Drive when `toDrive` (the link is connected and not broken), otherwise, or when
   * Drive cannot take it now (Google down, refresh refused), streamed into the platform's storage: a backup that
   * happens beats one that does not.
   */
  async write(
    userId: string,
    backupId: string,
    file: { name: string; contentType: string; path: string; size: number },
    toDrive: boolean,
  ): Promise<WrittenFile> {
    if (toDrive) {
      try {
        const token = await this.tokens.accessToken(userId, 'google_drive');
        const folder = await this.drive.folder(token, DRIVE_APP_FOLDER);
        // Read from the file a chunk at a time as it goes, never whole in memory.
        const uploaded = await this.drive.upload(token, {
          name: file.name,
          mimeType: file.contentType,
          parentId: folder,
          content: { path: file.path, size: file.size },
        });
        return { destination: 'drive', storageKey: null, driveFileId: uploaded.id };
      } catch (error) {
        if (!(error instanceof IntegrationError || error instanceof DriveRequestError)) throw error;
        this.logger.warn(`backup of ${userId} kept on the platform: Drive refused it (${error.message})`);
      }
    }
    const storageKey = `${userId}/backups/${backupId}.${path.extname(file.name).slice(1) || 'json'}`;
    await this.storage.putStream(storageKey, createReadStream(file.path), { maxBytes: file.size });
    return { destination: 'platform', storageKey, driveFileId: null };
  }

  /** The file's bytes as a stream. */
  async read(backup: BackupEntity): Promise<Readable> {
    if (backup.storageKey) {
      const stream = await this.storage.read(backup.storageKey);
      if (!stream) throw new BackupError('NOT_FOUND');
      return stream;
    }
    const stream = await this.fromDrive(backup.userId, (token) =>
      this.drive.download(token, backup.driveFileId!),
    );
    if (!stream) throw new BackupError('GONE_FROM_DRIVE');
    return stream;
  }

  /**
   * Runs `use` with the file on this machine's disk: the platform's file as its storage lends it, a Drive backup
   * fetched to a temporary file first. Either copy is removed when `use` settles.
   */
  async withLocal<T>(backup: BackupEntity, use: (file: LocalCopy) => Promise<T>): Promise<T> {
    const lend = async (file: string) => use({ path: file, size: (await stat(file)).size });
    if (backup.storageKey) {
      const done = await this.storage.withLocalFile(backup.storageKey, lend);
      if (done === null) throw new BackupError('NOT_FOUND');
      return done;
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'backup-restore-'));
    try {
      const file = path.join(dir, backup.fileName);
      await pipeline(await this.read(backup), createWriteStream(file, { mode: 0o600 }));
      return await lend(file);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Removes the file; one Drive cannot remove now stays there (the user's own Drive) and is logged. */
  async remove(backup: BackupEntity): Promise<void> {
    if (backup.storageKey) return this.storage.delete(backup.storageKey);
    try {
      await this.fromDrive(backup.userId, (token) => this.drive.trash(token, backup.driveFileId!));
    } catch (error) {
      this.logger.warn(`backup ${backup.id} left in Drive: ${(error as Error).message}`);
    }
  }

  /**
   * Delete Account: the user's backups in Drive to its trash, with the link's token while it still works. Drive
   * refusing or down, or the link gone or broken, stops it: the files left are logged, nothing is thrown.
   */
  async trashInDrive(userId: string, driveFileIds: string[]): Promise<void> {
    if (!driveFileIds.length) return;
    let done = 0;
    try {
      const token = await this.tokens.accessToken(userId, 'google_drive');
      for (const id of driveFileIds) {
        await this.drive.trash(token, id);
        done += 1;
      }
    } catch (error) {
      if (!(error instanceof IntegrationError || error instanceof DriveRequestError)) throw error;
      this.logger.warn(
        `Delete Account of ${userId}: ${driveFileIds.length - done} of ${driveFileIds.length} backups left in their Google Drive (${error.message})`,
      );
      return;
    }
    this.logger.log(`Delete Account of ${userId}: ${done} backups moved to their Google Drive's trash`);
  }

  private async fromDrive<T>(userId: string, call: (token: string) => Promise<T>): Promise<T> {
    try {
      return await call(await this.tokens.accessToken(userId, 'google_drive'));
    } catch (error) {
      if (error instanceof IntegrationError && error.code !== 'PROVIDER_UNAVAILABLE')
        throw new BackupError('DRIVE_NOT_CONNECTED');
      if (error instanceof IntegrationError || error instanceof DriveRequestError)
        throw new BackupError('DRIVE_UNAVAILABLE');
      throw error;
    }
  }
}
