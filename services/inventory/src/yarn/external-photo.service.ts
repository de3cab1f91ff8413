import { Inject, Injectable } from '@nestjs/common';
import { PHOTO_MAX_BYTES, type ExternalPhotoQuery, type ExternalPhotoResponse } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import {
  FILE_STORAGE,
  FileTooLargeError,
  sniffImageType,
  type FileStorage,
  type StoredFile,
} from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { INVENTORY_CONFIG, type InventoryConfig } from '../config/inventory.config.js';
import { ExternalLinksRepository } from './external-links.repository.js';
import { PhotoStorageError } from './photo-errors.js';
import { YarnError } from './yarn.errors.js';
import { labelOfItem } from './yarn.mapper.js';
import { YarnItemEntity } from './yarn-item.entity.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';
import { YarnPhotosService } from './yarn-photos.service.js';

/**
 * The copy of a provider's photo of a linked stash entry (issue 22: Ravelry stash photos), its bytes sent by the
 * account's sync job. Kept as the entry's photos are (in FileStorage, counted against the user's storage_limit,
 * an image by its bytes, at most 10 MB), marked as the provider's copy: a new provider photo replaces that copy
 * only, the same photo is never stored twice, and a photo the user uploaded is never replaced nor loses the cover.
 */
@Injectable()
export class ExternalPhotoService {
  constructor(
    private readonly links: ExternalLinksRepository,
    private readonly photos: YarnPhotosRepository,
    private readonly yarnPhotos: YarnPhotosService,
    private readonly transactions: TransactionRunner,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(INVENTORY_CONFIG) private readonly config: InventoryConfig,
  ) {}

  async store(userId: string, query: ExternalPhotoQuery, body: Readable): Promise<ExternalPhotoResponse> {
    const item = await this.links.findLinked(
      this.transactions.manager,
      userId,
      query.source,
      query.external_id,
    );
    if (!item || item.externalPhoto === query.photo_key) {
      body.resume();
      if (!item) throw YarnError.notFound();
      return { outcome: 'unchanged', photo_id: null };
    }
    const photoId = randomUUID();
    const storageKey = `${userId}/${photoId}`;
    const { size, mimeType } = await this.save(userId, storageKey, body);
    try {
      const { inserted, replaced } = await this.transactions.run(async (manager) => {
        // The entry's row lock: two syncs sending the same photo store it once.
        const locked = await this.links.findLinked(manager, userId, query.source, query.external_id, true);
        if (!locked) throw YarnError.notFound();
        if (locked.externalPhoto === query.photo_key) return { inserted: null, replaced: null };
        const result = await this.photos.replaceCopy(manager, {
          id: photoId,
          userId,
          yarnItemId: locked.id,
          storageKey,
          mimeType,
          sizeBytes: size,
          alt: labelOfItem(locked),
          externalKey: query.photo_key,
        });
        await manager
          .getRepository(YarnItemEntity)
          .update({ id: locked.id, userId }, { externalPhoto: query.photo_key });
        if ((await this.photos.usedBytes(userId, manager)) > this.config.STORAGE_LIMIT_BYTES)
          throw new PhotoStorageError('STORAGE_FULL');
        return result;
      });
      if (!inserted) {
        await this.yarnPhotos.removeFiles([storageKey]);
        return { outcome: 'unchanged', photo_id: null };
      }
      if (replaced) await this.yarnPhotos.removeFiles([replaced.storageKey]);
      return { outcome: 'stored', photo_id: inserted.id };
    } catch (error) {
      await this.yarnPhotos.removeFiles([storageKey]);
      throw error;
    }
  }

  /** The body into storage, stopped at the photo limit or what is left of the user's storage_limit. */
  private async save(
    userId: string,
    storageKey: string,
    body: Readable,
  ): Promise<{ size: number; mimeType: string }> {
    const left = this.config.STORAGE_LIMIT_BYTES - (await this.photos.usedBytes(userId));
    if (left <= 0) {
      body.resume();
      throw new PhotoStorageError('STORAGE_FULL');
    }
    let stored: StoredFile;
    try {
      stored = await this.files.putStream(storageKey, body, { maxBytes: Math.min(left, PHOTO_MAX_BYTES) });
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      throw left < PHOTO_MAX_BYTES ? new PhotoStorageError('STORAGE_FULL') : new YarnError('PHOTO_TOO_LARGE');
    }
    const mimeType = sniffImageType(stored.head);
    if (!mimeType || stored.size === 0) {
      await this.yarnPhotos.removeFiles([storageKey]);
      throw new YarnError('PHOTO_TYPE');
    }
    return { size: stored.size, mimeType };
  }
}
