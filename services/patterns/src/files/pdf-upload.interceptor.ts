import {
  BadRequestException,
  Inject,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { PATTERN_PDF_FIELD, PATTERN_PDF_MAX_BYTES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileTooLargeError,
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
export interface StoredPdf {
  storageKey: string;
  size: number;
  originalName: string;
}

/** A PDF starts with these bytes; the client's content type and file name are not trusted. */
const PDF_MAGIC = Buffer.from('%PDF-', 'ascii');
export const isPdf = (head: Buffer) => head.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);

/** The name shown to the user: no path, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'pattern.pdf';
}

/**
 * Multer for the `file` field, streaming the file straight to storage (never whole in memory) and stopping at
 * PATTERN_PDF_MAX_BYTES (413, nothing kept). A file whose bytes do not start with `%PDF-` is removed and
 * refused (400). The pattern id is not checked yet here (pipes run after interceptors): the service does, and
 * removes the file when it refuses it.
 */
@Injectable()
export class PdfUploadInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {
    this.multer = streamedUploadInterceptor({
      field: PATTERN_PDF_FIELD,
      maxBytes: PATTERN_PDF_MAX_BYTES,
      files,
      store: (request, file) => this.store(request, file.stream, file.originalname),
    });
  }

  async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
    try {
      return await this.multer.intercept(context, next);
    } catch (error) {
      if (error instanceof PayloadTooLargeException) throw new PatternError('FILE_TOO_LARGE');
      if (error instanceof BadRequestException) throw new PatternError('FILE_MISSING');
      throw error;
    }
  }

  private async store(request: Request, stream: Readable, originalName?: string): Promise<StoredPdf> {
    const user = (request as Request & { user: AuthUser }).user;
    const storageKey = `${user.id}/${randomUUID()}.pdf`;
    let stored;
    try {
      stored = await this.files.putStream(storageKey, stream, { maxBytes: PATTERN_PDF_MAX_BYTES });
    } catch (error) {
      throw error instanceof FileTooLargeError ? new PatternError('FILE_TOO_LARGE') : error;
    }
    if (!isPdf(stored.head)) {
      await this.files.delete(storageKey);
      throw new PatternError(stored.size ? 'FILE_NOT_PDF' : 'FILE_MISSING');
    }
    return { storageKey, size: stored.size, originalName: cleanFileName(originalName) };
  }
}
