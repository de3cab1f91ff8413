import { Inject, Injectable } from '@nestjs/common';
import { PHOTO_MAX_BYTES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileUploadInterceptor,
  sniffImageType,
  type FileStorage,
  type ImageMimeType,
} from '@yarn-mgmt/nest-kit/storage';
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
 * The `photo` field, stopped at whichever comes first: the 10 MB photo limit or what is left of the user's
 * storage_limit. Its refusals are the photo messages (400 too large or not an image, 413 storage full).
 */
@Injectable()
export class PhotoUploadInterceptor extends FileUploadInterceptor<StoredPhoto> {
  constructor(
    @Inject(FILE_STORAGE) files: FileStorage,
    @Inject(INVENTORY_CONFIG) config: InventoryConfig,
    photos: YarnPhotosRepository,
  ) {
    super(files, {
      field: 'photo',
      maxBytes: PHOTO_MAX_BYTES,
      quota: {
        bytesLeft: async (user) => config.STORAGE_LIMIT_BYTES - (await photos.usedBytes(user.id)),
        full: () => new PhotoStorageError('STORAGE_FULL'),
      },
      accept: ({ name, storageKey, size, head }) => {
        const photoType = sniffImageType(head);
        return photoType && { photoId: name, storageKey, size, photoType };
      },
      refuse: {
        tooLarge: () => new YarnError('PHOTO_TOO_LARGE'),
        missing: () => new YarnError('PHOTO_MISSING'),
        wrongType: () => new YarnError('PHOTO_TYPE'),
      },
    });
  }
}
