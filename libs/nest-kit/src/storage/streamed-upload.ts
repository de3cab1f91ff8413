import type { NestInterceptor } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import type { Request } from 'express';
import type { Readable } from 'node:stream';
import type { FileStorage } from './file-storage.js';

/** The one file of a multipart request, as multer hands it over: its bytes still to be read. */
export interface IncomingFile {
  stream: Readable;
  /** The client's word only: check the bytes too. */
  mimetype: string;
  originalname?: string;
}

export interface StreamedUploadOptions<T extends { storageKey: string }> {
  /** The form field that carries the file; another file field is a 400 ('Unexpected field'). */
  field: string;
  /** Multer stops reading past this (its 413), whatever `store` does. */
  maxBytes: number;
  files: FileStorage;
  /** Streams the file into storage (`files.putStream` with its own limit) and says what was kept. */
  store: (request: Request, file: IncomingFile) => Promise<T>;
  /** Largest text field (default multer's 1 MB). */
  fieldSize?: number;
}

/**
 * Multer for one file field whose file goes straight to the file storage, never whole in memory. When multer
 * gives up on the request after `store` kept a file (a second file, a broken form), the file is removed.
 * Wrap it in an interceptor that turns multer's errors into the feature's own messages.
 */
export function streamedUploadInterceptor<T extends { storageKey: string }>(
  options: StreamedUploadOptions<T>,
): NestInterceptor {
  const Multer = FileInterceptor(options.field, {
    limits: {
      fileSize: options.maxBytes,
      files: 1,
      fields: 10,
      ...(options.fieldSize ? { fieldSize: options.fieldSize } : {}),
    },
    storage: {
      _handleFile: (request: Request, file: IncomingFile, done: (error: unknown, info?: T) => void) => {
        options.store(request, file).then(
          (stored) => done(null, stored),
          (error: unknown) => done(error),
        );
      },
      _removeFile: (_request: Request, file: Partial<T>, done: (error: unknown) => void) => {
        if (!file.storageKey) return done(null);
        options.files.delete(file.storageKey).then(() => done(null), done);
      },
    },
  });
  return new Multer();
}
