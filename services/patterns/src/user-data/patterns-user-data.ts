import { PATTERN_COVER_MAX_BYTES, PATTERN_PDF_MAX_BYTES } from '@yarn-mgmt/contracts';
import type { UserDataSpec } from '@yarn-mgmt/nest-kit/user-data';

/**
 * The patterns service's part of a user's data: designers, patterns (the shared category written by name), their
 * tags, techniques and yardage by size, the PDF files, their covers, and activity.
 */
export const PATTERNS_USER_DATA: UserDataSpec = {
  service: 'patterns',
  tables: [
    // A designer the account still has is reused, not a conflict.
    { table: 'pattern_designers', mergeOn: ['name'] },
    {
      table: 'patterns',
      refs: { designer_id: 'pattern_designers' },
      byValue: { column: 'category_id', table: 'pattern_categories', by: 'name', as: 'category' },
      // A pattern a Ravelry sync brought in and the account still has is that pattern (its files and tags with it).
      providerLink: ['external_source', 'external_id'],
    },
    { table: 'pattern_tags', refs: { pattern_id: 'patterns' } },
    { table: 'pattern_techniques', refs: { pattern_id: 'patterns' } },
    { table: 'pattern_size_yardage', refs: { pattern_id: 'patterns' } },
    {
      table: 'pattern_files',
      refs: { pattern_id: 'patterns' },
      // Checked as an upload is: a PDF by its bytes (`%PDF-`), at most 50 MB (PDF uploads have no quota).
      file: {
        column: 'storage_key',
        key: (userId, rowId) => `${userId}/${rowId}.pdf`,
        accept: 'pdf',
        maxBytes: PATTERN_PDF_MAX_BYTES,
        typeColumn: 'mime_type',
        sizeColumn: 'size_bytes',
      },
    },
    {
      table: 'pattern_covers',
      refs: { pattern_id: 'patterns' },
      // Checked as a cover upload is: a picture by its bytes, at most 10 MB.
      file: {
        column: 'storage_key',
        key: (userId, rowId) => `${userId}/${rowId}.cover`,
        accept: 'image',
        maxBytes: PATTERN_COVER_MAX_BYTES,
        typeColumn: 'mime_type',
        sizeColumn: 'size_bytes',
      },
    },
    { table: 'activity' },
  ],
  // Drive copies waiting for the trash: the Drive is the user's own; an erased account forgets them.
  eraseOnly: ['pattern_drive_trash'],
};
