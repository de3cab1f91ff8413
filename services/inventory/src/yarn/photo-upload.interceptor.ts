import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileTooLargeError,
  sniffImageType,
  streamedUploadInterceptor,
  type AuthUser,
  type FileStorage,
  type ImageMimeType,
} from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Observable } from 'rxjs';
import { INVENTORY_CONFIG, type InventoryConfig } from '../config/inventory.config.js';
import { PhotoStorageError } from './photo-errors.js';
import { YarnError } from './yarn.errors.js';
import { YarnPhotosRepository } from './yarn-photos.repository.js';

/** What the upload stored: the file is in storage already, its row not yet. */
export interface StoredPhoto {
  photoId: string;
  storageKey: string;
  size: number;
  photoType: ImageMimeType;
}

/**
 * Multer for the `photo` field, streaming the file straight to storage (never whole in memory) and stopping at
 * whichever comes first: the 10 MB photo limit or what is left of the user's storage_limit. Nothing is kept of a
 * refused file. Its errors become the photo messages (400 too large or not an image, 413 storage full).
 */
@Injectable()
export class PhotoUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(INVENTORY_CONFIG) private readonly config: InventoryConfig,
    private readonly photos: YarnPhotosRepository,
  ) {
    this.multer = streamedUploadInterceptor({
      field: 'photo',
      maxBytes: PHOTO_MAX_BYTES,
      files,
      store: (request, file) => this.store(request, file.stream),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new YarnError('PHOTO_TOO_LARGE');
      if (error instanceof BadRequestException) throw new YarnError('PHOTO_MISSING');
      throw error;
    }
  }

  private async store(request: Request, stream: Readable): Promise<StoredPhoto> {
    const user = (request as Request & { user: AuthUser }).user;
    const left = this.config.STORAGE_LIMIT_BYTES - (await this.photos.usedBytes(user.id));
    const maxBytes = Math.min(PHOTO_MAX_BYTES, left);
    const photoId = randomUUID();
    // The entry id is not checked yet (pipes run after this), so it is not part of the key.
    const storageKey = `${user.id}/${photoId}`;
    let stored;
    try {
      stored = await this.files.putStream(storageKey, stream, { maxBytes: Math.max(maxBytes, 0) });
    } catch (error) {
      if (!(error instanceof FileTooLargeError)) throw error;
      throw maxBytes < PHOTO_MAX_BYTES
        ? new PhotoStorageError('STORAGE_FULL')
        : new YarnError('PHOTO_TOO_LARGE');
    }
    const photoType = sniffImageType(stored.head);
    if (!photoType) {
      await this.files.delete(storageKey);
      throw new YarnError(stored.size ? 'PHOTO_TYPE' : 'PHOTO_MISSING');
    }
    return { photoId, storageKey, size: stored.size, photoType };
  }
}
