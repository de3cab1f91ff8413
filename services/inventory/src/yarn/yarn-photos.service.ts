import { Inject, Injectable, Logger } from '@nestjs/common';
import { PHOTO_MAX_BYTES, type YarnPhoto } from '@yarn-mgmt/contracts';
import { FILE_STORAGE, TransactionRunner, type FileStorage } from '@yarn-mgmt/nest-kit';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { PHOTO_EXTENSIONS, sniffPhotoType } from './photo-type.js';
import { YarnError } from './yarn.errors.js';
import { labelOfItem, toYarnPhoto } from './yarn.mapper.js';
import { YarnRepository } from './yarn.repository.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';

export interface UploadedPhoto {
  buffer: Buffer;
  size: number;
  originalname?: string;
}

/** A stash entry's photos: the files in storage and their rows, one of which is the cover. */
@Injectable()
export class YarnPhotosService {
  private readonly logger = new Logger(YarnPhotosService.name);

  constructor(
    private readonly yarn: YarnRepository,
    private readonly photos: YarnPhotosRepository,
    private readonly transactions: TransactionRunner,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  /** Stores the file, then its row; the entry's first photo becomes its cover. */
  async add(userId: string, id: string, file: UploadedPhoto | undefined): Promise<YarnPhoto> {
    if (!file) throw new YarnError('PHOTO_MISSING');
    if (file.size > PHOTO_MAX_BYTES) throw new YarnError('PHOTO_TOO_LARGE');
    const mimeType = sniffPhotoType(file.buffer);
    if (!mimeType) throw new YarnError('PHOTO_TYPE');
    if (!(await this.yarn.findItem(this.transactions.manager, userId, id))) throw YarnError.notFound();
    const photoId = randomUUID();
    const storageKey = `${userId}/${id}/${photoId}.${PHOTO_EXTENSIONS[mimeType]}`;
    await this.files.put(storageKey, file.buffer);
    try {
      const photo = await this.transactions.run(async (manager) => {
        // The entry's row lock serialises uploads, so two first photos cannot both become the cover.
        const item = await this.yarn.findItem(manager, userId, id, true);
        if (!item) throw YarnError.notFound();
        return this.photos.insert(manager, {
          id: photoId,
          userId,
          yarnItemId: id,
          storageKey,
          mimeType,
          sizeBytes: file.size,
          alt: labelOfItem(item),
        });
      });
      return toYarnPhoto(photo);
    } catch (error) {
      // The entry was deleted meanwhile: no row, so no file either.
      await this.removeFiles([storageKey]);
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
