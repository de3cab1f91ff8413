import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { PATTERN_COVER_MAX_BYTES, PATTERN_COVER_TYPES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileTooLargeError,
  sniffImageType,
  streamedUploadInterceptor,
  type AuthUser,
  type FileStorage,
} from '@yarn-mgmt/nest-kit';
import type { Request } from 'express';
import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Observable } from 'rxjs';
import { PatternError } from '../patterns/patterns.errors.js';

/** What the upload stored: the file is in storage already, its row not yet. */
export interface StoredCover {
  storageKey: string;
  size: number;
  mimeType: (typeof PATTERN_COVER_TYPES)[number];
}

const isCoverType = (type: string | null): type is StoredCover['mimeType'] =>
  (PATTERN_COVER_TYPES as readonly string[]).includes(type ?? '');

/**
 * Multer for the `cover` field, streamed straight to storage and stopped at 10 MB; a PNG, JPEG or WebP by its
 * first bytes (as yarn photos are checked), else 400 and nothing kept.
 */
@Injectable()
export class CoverUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {
    this.multer = streamedUploadInterceptor({
      field: 'cover',
      maxBytes: PATTERN_COVER_MAX_BYTES,
      files,
      store: (request, file) => this.store(request, file.stream),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PatternError('COVER_TOO_LARGE');
      if (error instanceof BadRequestException) throw new PatternError('COVER_MISSING');
      throw error;
    }
  }

  private async store(request: Request, stream: Readable): Promise<StoredCover> {
    const user = (request as Request & { user: AuthUser }).user;
    // The pattern id is not checked yet (pipes run after this), so it is not part of the key.
    const storageKey = `${user.id}/${randomUUID()}.cover`;
    let stored;
    try {
      stored = await this.files.putStream(storageKey, stream, { maxBytes: PATTERN_COVER_MAX_BYTES });
    } catch (error) {
      if (error instanceof FileTooLargeError) throw new PatternError('COVER_TOO_LARGE');
      throw error;
    }
    const mimeType = sniffImageType(stored.head);
    if (!isCoverType(mimeType)) {
      await this.files.delete(storageKey);
      throw new PatternError(stored.size ? 'COVER_TYPE' : 'COVER_MISSING');
    }
    return { storageKey, size: stored.size, mimeType };
  }
}
