import {
  BadRequestException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { PATTERN_PDF_FIELD, PATTERN_PDF_MAX_BYTES } from '@yarn-mgmt/contracts';
import type { Readable } from 'node:stream';
import type { Observable } from 'rxjs';
import { cleanFileName } from '../files/pdf-upload.interceptor.js';
import { PatternError } from '../patterns/patterns.errors.js';

/** An upload held in memory: the PDF reader needs every byte at once. */
export interface PdfInMemory {
  data: Buffer;
  originalName: string;
}

type MulterCallback = (error: unknown, info?: Partial<PdfInMemory>) => void;

/**
 * Multer for the `file` field into memory, at most PATTERN_PDF_MAX_BYTES (413 beyond: multer stops reading).
 * For the PDF reader, which parses the whole document; nothing reaches storage here.
 */
@Injectable()
export class PdfMemoryInterceptor implements NestInterceptor {
  private readonly multer: NestInterceptor;

  constructor() {
    const Multer = FileInterceptor(PATTERN_PDF_FIELD, {
      limits: { fileSize: PATTERN_PDF_MAX_BYTES, files: 1, fields: 10 },
      storage: {
        _handleFile: (
          _request: unknown,
          file: { stream: Readable; originalname?: string },
          done: MulterCallback,
        ) => {
          const chunks: Buffer[] = [];
          file.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          file.stream.on('error', (error) => done(error));
          file.stream.on('end', () =>
            done(null, { data: Buffer.concat(chunks), originalName: cleanFileName(file.originalname) }),
          );
        },
        _removeFile: (_request: unknown, _file: unknown, done: (error: unknown) => void) => done(null),
      },
    });
    this.multer = new Multer();
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
}
