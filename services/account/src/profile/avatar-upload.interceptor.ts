import {
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { AVATAR_FIELD, AVATAR_MAX_BYTES, AVATAR_TYPES, PROFILE_MESSAGES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileTooLargeError,
  RequestValidationException,
  sniffImageType,
  streamedUploadInterceptor,
  type AuthUser,
  type FileStorage,
  type IncomingFile,
  type ImageMimeType,
} from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Observable } from 'rxjs';

/** What the upload stored: the file is in storage already, the user's row does not point at it yet. */
export interface StoredAvatar {
  storageKey: string;
  size: number;
  mimeType: ImageMimeType;
}

export const avatarError = (message: string) =>
  new RequestValidationException([{ path: [AVATAR_FIELD], message }]);

const declaredImage = (mimetype: string) => (AVATAR_TYPES as readonly string[]).includes(mimetype);

/**
 * Multer for the `avatar` field, streamed straight to storage (never whole in memory) and cut at
 * AVATAR_MAX_BYTES. An image by its declared content type and by its first bytes, or nothing is kept: every
 * refusal is a 400 naming `avatar`.
 */
@Injectable()
export class AvatarUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {
    this.multer = streamedUploadInterceptor({
      field: AVATAR_FIELD,
      maxBytes: AVATAR_MAX_BYTES,
      fieldSize: 64 * 1024,
      files,
      store: (request, file) => this.store(request, file),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof RequestValidationException) throw error;
      if (error instanceof PayloadTooLargeException) throw avatarError(PROFILE_MESSAGES.avatarTooLarge);
      throw error;
    }
  }

  private async store(request: Request, file: IncomingFile): Promise<StoredAvatar> {
    if (!declaredImage(file.mimetype)) {
      file.stream.resume();
      throw avatarError(PROFILE_MESSAGES.avatarNotImage);
    }
    const user = (request as Request & { user: AuthUser }).user;
    const storageKey = `${user.id}/avatar-${randomUUID()}`;
    let stored;
    try {
      stored = await this.files.putStream(storageKey, file.stream, { maxBytes: AVATAR_MAX_BYTES });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw avatarError(PROFILE_MESSAGES.avatarTooLarge);
      throw error;
    }
    const mimeType = sniffImageType(stored.head);
    if (!mimeType) {
      await this.files.delete(storageKey);
      throw avatarError(PROFILE_MESSAGES.avatarNotImage);
    }
    return { storageKey, size: stored.size, mimeType };
  }
}
