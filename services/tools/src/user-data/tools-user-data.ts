import { PDF_PROCESSOR_MAX_BYTES } from '@yarn-mgmt/contracts';
import type { UserDataSpec } from '@yarn-mgmt/nest-kit/user-data';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';

/**
 * The tools service's part of a user's data: the PDF processor's uploads, each with its stored PDF and what was
 * read from it. An upload saved to the library names its pattern by id: remapped through the patterns part's map
 * (patterns are imported first).
 *
 * Only finished uploads travel (`done`, or `failed` with the reason shown): an upload still `processing` is a
 * scan whose OCR runs in this service's process, and that run does not move with the row, so it would arrive as a
 * reading that never finishes. The OCR ends within minutes; an export made after that holds it. An erase removes
 * every upload, those being read included.
 *
 * An imported upload keeps its `created_at`: the retention sweep removes it when the original would have gone
 * (PDF_UPLOAD_RETENTION_HOURS), as uploads are kept for Save to Library, not for ever.
 */
export const TOOLS_USER_DATA: UserDataSpec = {
  service: 'tools',
  tables: [
    {
      table: 'pdf_uploads',
      external: { pattern_id: 'patterns' },
      exportOnly: { column: 'status', values: ['done', 'failed'] },
      // Checked as an upload is: a PDF by its bytes (`%PDF-`), at most 50 MB, within the user's storage_limit.
      file: {
        column: 'storage_key',
        key: (userId, rowId) => `${userId}/${rowId}.pdf`,
        accept: 'pdf',
        maxBytes: PDF_PROCESSOR_MAX_BYTES,
        typeColumn: 'mime_type',
        sizeColumn: 'size_bytes',
        quota: {
          config: TOOLS_CONFIG,
          limitBytes: (config: ToolsConfig) => config.STORAGE_LIMIT_BYTES,
        },
      },
    },
  ],
};
