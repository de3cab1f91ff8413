import { Inject, Injectable } from '@nestjs/common';
import { PDF_PROCESSOR_FIELD, PDF_PROCESSOR_MAX_BYTES } from '@yarn-mgmt/contracts';
import { FILE_STORAGE, FileUploadInterceptor, isPdf, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { randomUUID } from 'node:crypto';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';
import { PdfProcessorError } from './pdf-processor.errors.js';
import { PdfUploadsRepository } from './pdf-uploads.repository.js';

/** What the upload stored: the file is in storage already (`<user>/<id>.pdf`), its row not yet. */
export interface StoredUpload {
  id: string;
  storageKey: string;
  size: number;
  fileName: string;
}

/** The name shown to the user: no folder, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u2028\u2029]/g, '')
    .trim()
    .slice(0, 200);
  return clean || 'pattern.pdf';
}

/**
 * The `pdf` field, streamed to storage and stopped at 50 MB (413) or at what is left of the user's storage_limit
 * (413 storage full). The bytes decide, not the name or the declared type: a file that does not start with
 * `%PDF-` is removed and refused with 'Please select a PDF file'.
 */
@Injectable()
export class PdfUploadInterceptor extends FileUploadInterceptor<StoredUpload> {
  constructor(
    @Inject(FILE_STORAGE) files: FileStorage,
    @Inject(TOOLS_CONFIG) config: ToolsConfig,
    uploads: PdfUploadsRepository,
  ) {
    super(files, {
      field: PDF_PROCESSOR_FIELD,
      maxBytes: PDF_PROCESSOR_MAX_BYTES,
      fileName: () => `${randomUUID()}.pdf`,
      quota: {
        bytesLeft: async (user) => config.STORAGE_LIMIT_BYTES - (await uploads.usedBytes(user.id)),
        full: () => new PdfProcessorError('STORAGE_FULL'),
      },
      accept: ({ name, storageKey, size, head, file }) =>
        isPdf(head)
          ? {
              id: name.slice(0, -'.pdf'.length),
              storageKey,
              size,
              fileName: cleanFileName(file.originalname),
            }
          : null,
      refuse: {
        tooLarge: () => new PdfProcessorError('FILE_TOO_LARGE'),
        missing: () => new PdfProcessorError('FILE_MISSING'),
        wrongType: () => new PdfProcessorError('FILE_NOT_PDF'),
      },
    });
  }
}
