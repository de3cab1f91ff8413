import { Inject, Injectable } from '@nestjs/common';
import { PATTERN_PDF_MAX_BYTES, type PatternDriveFileList } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, FileTooLargeError, isPdf, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PatternFilesStore } from '../patterns/pattern-files.store.js';
import { PatternError } from '../patterns/patterns.errors.js';
import { PatternDriveFilesRepository } from './pattern-drive-files.repository.js';

/**
 * What the account service's drive-files job asks of this service (issue 22): the user's files and where each is,
 * a file's bytes, "it is in Drive now" (the bytes here are removed) and "here are its bytes back". A file replaced
 * or removed meanwhile is a 409: the job then drops its Drive copy, and nothing here changes.
 */
@Injectable()
export class PatternDriveFilesService {
  constructor(
    private readonly files: PatternDriveFilesRepository,
    private readonly store: PatternFilesStore,
    private readonly transactions: TransactionRunner,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
  ) {}

  async list(userId: string): Promise<PatternDriveFileList> {
    const manager = this.transactions.manager;
    return { files: await this.files.list(manager, userId), trash: await this.files.trash(manager, userId) };
  }

  /** The bytes of a file held here (a file in Drive, or none, is a 404). */
  async content(userId: string, patternId: string): Promise<{ stream: Readable; size: number }> {
    const file = await this.files.fileOf(this.transactions.manager, userId, patternId);
    const stream = file?.storageKey ? await this.store.read(file.storageKey) : null;
    if (!file || !stream) throw new PatternError('FILE_NOT_FOUND');
    return { stream, size: file.sizeBytes };
  }

  /** The file `fileId` is in Drive as `driveFileId`: the row says so and its bytes here go. */
  async placed(userId: string, patternId: string, fileId: string, driveFileId: string): Promise<void> {
    const key = await this.transactions.run(async (manager) => {
      const file = await this.files.lockedFile(manager, userId, patternId);
      if (!file) throw new PatternError('FILE_NOT_FOUND');
      if (file.id !== fileId || !file.storageKey) throw new PatternError('FILE_MOVED');
      await this.files.setLocation(manager, file.id, { storageKey: null, driveFileId });
      return file.storageKey;
    });
    await this.store.remove([key]);
  }

  /** The bytes of the file held in Drive as `driveFileId`, back here; the row forgets the Drive copy. */
  async returned(userId: string, patternId: string, driveFileId: string, body: Readable): Promise<void> {
    const key = await this.storePdf(userId, body);
    try {
      await this.transactions.run(async (manager) => {
        const file = await this.files.lockedFile(manager, userId, patternId);
        if (!file) throw new PatternError('FILE_NOT_FOUND');
        if (file.driveFileId !== driveFileId) throw new PatternError('FILE_MOVED');
        await this.files.setLocation(manager, file.id, { storageKey: key, driveFileId: null });
      });
    } catch (error) {
      await this.store.remove([key]);
      throw error;
    }
  }

  async trashed(userId: string, driveFileIds: string[]): Promise<void> {
    await this.files.forget(this.transactions.manager, userId, driveFileIds);
  }

  /**
   * The body streamed into the storage under a new key (never whole in memory): at most PATTERN_PDF_MAX_BYTES
   * (413, nothing kept), a PDF by its first bytes (400, removed).
   */
  private async storePdf(userId: string, body: Readable): Promise<string> {
    const key = `${userId}/${randomUUID()}.pdf`;
    const stored = await this.storage
      .putStream(key, body, { maxBytes: PATTERN_PDF_MAX_BYTES })
      .catch((error: unknown) => {
        throw error instanceof FileTooLargeError ? new PatternError('FILE_TOO_LARGE') : error;
      });
    if (isPdf(stored.head)) return key;
    await this.store.remove([key]);
    throw new PatternError('FILE_NOT_PDF');
  }
}
