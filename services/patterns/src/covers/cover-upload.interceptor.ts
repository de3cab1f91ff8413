import { Inject, Injectable } from '@nestjs/common';
import { PATTERN_COVER_MAX_BYTES, PATTERN_COVER_TYPES } from '@yarn-mgmt/contracts';
import {
  FILE_STORAGE,
  FileUploadInterceptor,
  sniffImageType,
  type FileStorage,
} from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
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
 * The `cover` field, stopped at 10 MB; a PNG, JPEG or WebP by its first bytes (as yarn photos are checked), else
 * 400 and nothing kept.
 */
@Injectable()
export class CoverUploadInterceptor extends FileUploadInterceptor<StoredCover> {
  constructor(@Inject(FILE_STORAGE) files: FileStorage) {
    super(files, {
      field: 'cover',
      maxBytes: PATTERN_COVER_MAX_BYTES,
      fileName: () => `${randomUUID()}.cover`,
      accept: ({ storageKey, size, head }) => {
        const mimeType = sniffImageType(head);
        return isCoverType(mimeType) ? { storageKey, size, mimeType } : null;
      },
      refuse: {
        tooLarge: () => new PatternError('COVER_TOO_LARGE'),
        missing: () => new PatternError('COVER_MISSING'),
        wrongType: () => new PatternError('COVER_TYPE'),
      },
    });
  }
}
