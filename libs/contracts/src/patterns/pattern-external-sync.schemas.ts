import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import { INT4_MAX, decimal, orNull } from '../platform/fields.js';
import {
  ExternalIdSchema,
  ExternalSyncOutcomeSchema,
  externalSyncBatchOf,
} from '../platform/external-sync-batch.js';
import { PATTERN_LIMITS, PatternCreateInputSchema } from './patterns.schemas.js';

/**
 * The patterns service's internal upsert of patterns imported from a provider (issue 22: Ravelry library and
 * favourites). Called by the account service's sync job with a service token of scope PATTERN_EXTERNAL_SYNC_SCOPE
 * acting for one user; never routed by the gateway. Outcomes and rules as the stash's (external-sync-batch.ts).
 */
export const PATTERN_EXTERNAL_SYNC_SCOPE = 'patterns:external-sync';
export const PATTERN_EXTERNAL_SYNC_API = { upsert: '/internal/patterns/external-sync' } as const;
/** Patterns per call: the sync reads Ravelry's pattern details 50 ids at a time and sends each chunk. */
export const PATTERN_EXTERNAL_SYNC_MAX_BATCH = 50;

const form = PatternCreateInputSchema.shape;

/**
 * The fields a provider owns (the ones a user can also edit here), compared with what was last imported to tell a
 * local edit from a provider change. Ratings are the provider's alone.
 */
export const ExternalPatternFieldsSchema = z.object({
  title: form.title,
  designer: form.designer,
  category: form.category,
  craft_type: form.craft_type,
  difficulty_level: form.difficulty_level,
  yarn_weight: form.yarn_weight,
  yardage_required: form.yardage_required,
  yardage_max: form.yardage_max,
  needle_sizes: form.needle_sizes,
  gauge_stitches: form.gauge_stitches,
  gauge_rows: form.gauge_rows,
  gauge_measurement: form.gauge_measurement,
  sizes_available: form.sizes_available,
  source_details: form.source_details,
  price: form.price,
  currency: form.currency,
  is_free: form.is_free,
  is_favorite: z.boolean({ error: 'Favourite must be true or false' }),
  ravelry_rating: orNull(decimal('Rating', PATTERN_LIMITS.rating)),
  ravelry_rating_count: orNull(decimal('Rating count', { max: INT4_MAX, scale: 0 })),
  image_url: form.image_url,
});
export type ExternalPatternFields = z.output<typeof ExternalPatternFieldsSchema>;

export const ExternalPatternEntrySchema = ExternalPatternFieldsSchema.extend({
  external_id: ExternalIdSchema,
});
export type ExternalPatternEntry = z.output<typeof ExternalPatternEntrySchema>;

export const PatternExternalSyncInputSchema = externalSyncBatchOf(
  ExternalPatternEntrySchema,
  PATTERN_EXTERNAL_SYNC_MAX_BATCH,
);
export type PatternExternalSyncInput = z.output<typeof PatternExternalSyncInputSchema>;

export const PatternExternalSyncReportSchema = z.object({
  external_id: z.string(),
  pattern_id: z.string().uuid(),
  outcome: ExternalSyncOutcomeSchema,
  /** On a conflict: the pattern as edited here and as the provider has it now (neither overwritten). */
  local: ExternalPatternFieldsSchema.optional(),
  provider: ExternalPatternFieldsSchema.optional(),
});
export type PatternExternalSyncReport = z.infer<typeof PatternExternalSyncReportSchema>;

export const PatternExternalSyncResponseSchema = z.object({
  results: z.array(PatternExternalSyncReportSchema),
});
export type PatternExternalSyncResponse = z.infer<typeof PatternExternalSyncResponseSchema>;

/**
 * What a sync left for the user to decide about patterns (issue 22), in the shapes of platform/external-review.schemas.ts:
 * `GET` the review (`?source=ravelry`), resolve a conflict field by field, keep a missing one as the user's own.
 */
export const PATTERN_EXTERNAL_REVIEW_API = {
  review: '/patterns/external-review',
  resolve: apiPath('/patterns/:id/external-resolve'),
  unlink: apiPath('/patterns/:id/external-unlink'),
} as const;
