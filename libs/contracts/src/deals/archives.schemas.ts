import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import { FIELD_MESSAGES, isSingleLine, plainString } from '../platform/fields.js';
import { ARCHIVE_CLEANUP_DAYS, ARCHIVE_TYPES, ARCHIVES_PAGE_SIZE } from './deals.constants.js';

/** An archived page (spec part 2 section 3); the HTML itself is in the file storage. */
export const ArchiveSchema = z.object({
  id: z.number().int(),
  page_title: z.string().nullable(),
  archive_type: z.enum(ARCHIVE_TYPES),
  /** Bytes, or null if unknown. */
  file_size: z.number().int().nullable(),
  archive_url: z.string(),
  scraped_at: z.string(),
  target_id: z.number().int().nullable(),
  target_name: z.string().nullable(),
});
export type Archive = z.infer<typeof ArchiveSchema>;

export const ArchiveListQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(ARCHIVES_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  targetId: z.coerce.number().int().positive().optional(),
});
export const ArchiveListResponseSchema = z.object({
  archives: z.array(ArchiveSchema),
  total: z.number().int(),
});

export const ArchiveStatsSchema = z.object({
  totalArchives: z.number().int(),
  totalGB: z.number(),
  avgFileSizeKB: z.number(),
  uniqueTargets: z.number().int(),
});
export type ArchiveStats = z.infer<typeof ArchiveStatsSchema>;
export const ArchiveStatsResponseSchema = z.object({ stats: ArchiveStatsSchema });

/** POST /archives/search: PostgreSQL full-text search over the archived page's text. */
export const ArchiveSearchInputSchema = z.strictObject({
  query: plainString()
    .trim()
    .min(1, { error: 'Search query is required' })
    .refine(isSingleLine, { error: FIELD_MESSAGES.singleLine, abort: true })
    .max(500, { error: 'At most 500 characters' }),
  limit: z.number().int().min(1).max(100).default(ARCHIVES_PAGE_SIZE),
});
export const ArchiveSearchResponseSchema = z.object({ results: z.array(ArchiveSchema) });

export const ArchiveCleanupInputSchema = z.strictObject({
  daysOld: z
    .number({ error: 'daysOld must be a number' })
    .int({ error: 'daysOld must be a whole number' })
    .min(1, { error: 'daysOld must be at least 1' })
    .max(36500, { error: 'daysOld must be at most 36,500' })
    .default(ARCHIVE_CLEANUP_DAYS),
});
export const ArchiveCleanupResponseSchema = z.object({ recordsDeleted: z.number().int() });

/** The download's file name (spec part 2 section 7). */
export const archiveFileName = apiPath('archive_:id.html');

export const ARCHIVES_API = {
  list: '/archives',
  stats: '/archives/stats',
  search: '/archives/search',
  html: apiPath('/archives/:id/html'),
  download: apiPath('/archives/:id/download'),
  archive: apiPath('/archives/:id'),
  cleanup: '/archives/cleanup',
} as const;
