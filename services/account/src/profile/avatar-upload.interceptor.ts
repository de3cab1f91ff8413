import { Inject, Injectable } from '@nestjs/common';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES } from '@yarn-mgmt/contracts';
import { RequestValidationException } from '@yarn-mgmt/nest-kit';
import {
  FILE_STORAGE,
  FileUploadInterceptor,
  sniffImageType,
  type FileStorage,
  type ImageMimeType,
} from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';

/** What the upload stored: the file is in storage already, the user's row does not point at it yet. */
export interface StoredAvatar {
  storageKey: string;
  size: number;
  mimeType: ImageMimeType;
}

export const avatarError = (message: string) =>
  new RequestValidationException([{ path: [AVATAR_FIELD], message }]);

/**
 * The `avatar` field, cut at AVATAR_MAX_BYTES. An image by its declared content type and by its first bytes, or
 * nothing is kept: every refusal is a 400 naming `avatar`.
 */
@Injectable()
export class AvatarUploadInterceptor extends FileUploadInterceptor<StoredAvatar> {
  constructor(@Inject(FILE_STORAGE) files: FileStorage) {
    super(files, {
      field: AVATAR_FIELD,
      maxBytes: AVATAR_MAX_BYTES,
      fieldSize: 64 * 1024,
      fileName: () => `avatar-${randomUUID()}`,
      declaredType: (mimetype) => (AVATAR_TYPES as readonly string[]).includes(mimetype),
      accept: ({ storageKey, size, head }) => {
        const mimeType = sniffImageType(head);
        return mimeType && { storageKey, size, mimeType };
      },
      refuse: {
        tooLarge: () => avatarError(PROFILE_MESSAGES.avatarTooLarge),
        wrongType: () => avatarError(PROFILE_MESSAGES.avatarNotImage),
      },
    });
  }
}
