import { Inject, Injectable } from '@nestjs/common';
import { PATTERN_PDF_FIELD, PATTERN_PDF_MAX_BYTES } from '@yarn-mgmt/contracts';
import { FILE_STORAGE, FileUploadInterceptor, isPdf, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import { PatternError } from '../patterns/patterns.errors.js';

/** What the upload stored: the file is in storage already, its row not yet. */
export interface StoredPdf {
  storageKey: string;
  size: number;
  originalName: string;
}

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
 * The `file` field, stopped at PATTERN_PDF_MAX_BYTES (413, nothing kept). A file whose bytes do not start with
 * `%PDF-` is removed and refused (400). The pattern id is not checked yet here (pipes run after interceptors):
 * the service does, and removes the file when it refuses it.
 */
@Injectable()
export class PdfUploadInterceptor extends FileUploadInterceptor<StoredPdf> {
  constructor(@Inject(FILE_STORAGE) files: FileStorage) {
    super(files, {
      field: PATTERN_PDF_FIELD,
      maxBytes: PATTERN_PDF_MAX_BYTES,
      fileName: () => `${randomUUID()}.pdf`,
      accept: ({ storageKey, size, head, file }) =>
        isPdf(head) ? { storageKey, size, originalName: cleanFileName(file.originalname) } : null,
      refuse: {
        tooLarge: () => new PatternError('FILE_TOO_LARGE'),
        missing: () => new PatternError('FILE_MISSING'),
        wrongType: () => new PatternError('FILE_NOT_PDF'),
      },
    });
  }
}
