import { Inject, Injectable, Logger } from '@nestjs/common';
import type { YarnPhoto } from '@yarn-mgmt/contracts';
import { TransactionRunner } from '@yarn-mgmt/nest-kit';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import type { Readable } from 'node:stream';
import { INVENTORY_CONFIG, type InventoryConfig } from '../config/inventory.config.js';
import { PhotoStorageError } from './photo-errors.js';
import type { StoredPhoto } from './photo-upload.interceptor.js';
import { YarnError } from './yarn.errors.js';
import { labelOfItem, toYarnPhoto } from './yarn.mapper.js';
import { YarnRepository } from './yarn.repository.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';

/** A stash entry's photos: the files in storage and their rows, one of which is the cover. */
@Injectable()
export class YarnPhotosService {
  private readonly logger = new Logger(YarnPhotosService.name);

  constructor(
    private readonly yarn: YarnRepository,
    private readonly photos: YarnPhotosRepository,
    private readonly transactions: TransactionRunner,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(INVENTORY_CONFIG) private readonly config: InventoryConfig,
  ) {}

  /**
   * The row of a photo the upload already streamed to storage; the entry's first photo becomes its cover. A
   * refused photo (no such entry, storage_limit passed by uploads racing this one) leaves no file behind.
   */
  async add(userId: string, id: string, file: StoredPhoto | undefined): Promise<YarnPhoto> {
    if (!file) throw new YarnError('PHOTO_MISSING');
    try {
      const photo = await this.transactions.run(async (manager) => {
        // The entry's row lock serialises uploads, so two first photos cannot both become the cover.
        const item = await this.yarn.findItem(manager, userId, id, true);
        if (!item) throw YarnError.notFound();
        const inserted = await this.photos.insert(manager, {
          id: file.photoId,
          userId,
          yarnItemId: id,
          storageKey: file.storageKey,
          mimeType: file.photoType,
          sizeBytes: file.size,
          alt: labelOfItem(item),
        });
        if ((await this.photos.usedBytes(userId, manager)) > this.config.STORAGE_LIMIT_BYTES)
          throw new PhotoStorageError('STORAGE_FULL');
        return inserted;
      });
      return toYarnPhoto(photo);
    } catch (error) {
      await this.removeFiles([file.storageKey]);
      throw error;
    }
  }

  async read(
    userId: string,
    id: string,
    photoId: string,
  ): Promise<{ stream: Readable; mimeType: string; size: number }> {
    const photo = await this.photos.find(userId, id, photoId);
    const stream = photo ? await this.files.read(photo.storageKey) : null;
    if (!photo || !stream) throw new YarnError('PHOTO_NOT_FOUND');
    return { stream, mimeType: photo.mimeType, size: photo.sizeBytes };
  }

  /** Removes the row and its file; the next photo becomes the cover when this one was. */
  async delete(userId: string, id: string, photoId: string): Promise<void> {
    const photo = await this.transactions.run(async (manager) => {
      if (!(await this.yarn.findItem(manager, userId, id, true))) return null;
      return this.photos.delete(manager, userId, id, photoId);
    });
    if (!photo) throw new YarnError('PHOTO_NOT_FOUND');
    await this.removeFiles([photo.storageKey]);
  }

  /** Makes the photo the entry's cover; answers the entry's photos, cover first. */
  setCover(userId: string, id: string, photoId: string): Promise<YarnPhoto[]> {
    return this.transactions.run(async (manager) => {
      if (!(await this.yarn.findItem(manager, userId, id, true))) throw new YarnError('PHOTO_NOT_FOUND');
      if (!(await this.photos.setCover(manager, userId, id, photoId))) throw new YarnError('PHOTO_NOT_FOUND');
      return (await this.photos.photosOf(manager, [id])).map(toYarnPhoto);
    });
  }

  /** A file that cannot be removed is logged, never an error for the user: its row is already gone. */
  async removeFiles(keys: string[]): Promise<void> {
    await Promise.all(
      keys.map(async (key) => {
        try {
          await this.files.delete(key);
        } catch (error) {
          this.logger.warn(
            `could not remove ${key}: ${error instanceof Error ? error.message : String(error)}`,
          );
        }
      }),
    );
  }
}
