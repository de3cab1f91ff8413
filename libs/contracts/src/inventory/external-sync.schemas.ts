import { z } from 'zod';
import { YARN_LIMITS, YarnWeightSchema } from './inventory.schemas.js';
import { decimal, optionalText, text } from '../platform/fields.js';

/**
 * The inventory's internal upsert of stash entries imported from a provider (issue 22, Ravelry sync). Called by the
 * account service's sync job with a service token (scope EXTERNAL_SYNC_SCOPE) acting for one user; never routed by
 * the gateway. Each entry keeps its provider id, so a second sync updates instead of duplicating.
 */
export const EXTERNAL_SYNC_SCOPE = 'inventory:external-sync';
export const EXTERNAL_SYNC_INTERNAL_API = {
  upsert: '/internal/yarn/external-sync',
  /** PUT, the body the photo's bytes, the query ExternalPhotoQuery. */
  photo: '/internal/yarn/external-sync/photo',
} as const;
export const EXTERNAL_SOURCES = ['ravelry'] as const;
export const ExternalSourceSchema = z.enum(EXTERNAL_SOURCES);
export type ExternalSource = z.infer<typeof ExternalSourceSchema>;
/** At most this many entries per call; the job sends a stash in batches of this size. */
export const EXTERNAL_SYNC_MAX_BATCH = 100;
export const EXTERNAL_SYNC_MAX_IDS = 20_000;

const ExternalIdSchema = text(64).min(1, { error: 'External id is required' });

/** The fields a provider owns: compared with what was last imported to tell a local edit from a provider change. */
export const ExternalYarnFieldsSchema = z.object({
  brand_name: text(120).min(1, { error: 'Brand is required' }),
  line_name: text(120).min(1, { error: 'Yarn line is required' }),
  weight_category: YarnWeightSchema.nullish().transform((v) => v ?? null),
  fiber_content: optionalText(200),
  colorway: optionalText(120),
  dye_lot: optionalText(60),
  skeins_total: decimal('Skeins', YARN_LIMITS.skeins),
  total_yardage: decimal('Yardage', { max: 10_000_000, scale: 2 }),
});
export type ExternalYarnFields = z.output<typeof ExternalYarnFieldsSchema>;

/**
 * A provider's photo of an entry, by the provider's photo id: the inventory keeps a copy of the bytes (sent apart,
 * EXTERNAL_SYNC_INTERNAL_API.photo) and asks for them again only when this id changes. Not one of the compared
 * fields: a photo is never a conflict, and a photo the user uploaded is never replaced by it.
 */
export const ExternalPhotoKeySchema = z
  .string()
  .regex(/^[A-Za-z0-9._-]{1,64}$/, { error: 'Photo key must be 1 to 64 letters, digits, dots, dashes or _' });

export const ExternalYarnEntrySchema = ExternalYarnFieldsSchema.extend({
  external_id: ExternalIdSchema,
  photo_key: ExternalPhotoKeySchema.nullish().transform((v) => v ?? null),
});
export type ExternalYarnEntry = z.output<typeof ExternalYarnEntrySchema>;

export const ExternalSyncInputSchema = z
  .object({
    source: ExternalSourceSchema,
    entries: z
      .array(ExternalYarnEntrySchema)
      .max(EXTERNAL_SYNC_MAX_BATCH, { error: `At most ${EXTERNAL_SYNC_MAX_BATCH} entries` }),
    /**
     * Sent with the last batch: every provider id the stash has now. Entries of this source whose id is not in it
     * are reported `missing` and marked (never deleted).
     */
    present_ids: z
      .array(ExternalIdSchema)
      .max(EXTERNAL_SYNC_MAX_IDS, { error: `At most ${EXTERNAL_SYNC_MAX_IDS} ids` })
      .optional(),
  })
  .refine((v) => new Set(v.entries.map((entry) => entry.external_id)).size === v.entries.length, {
    path: ['entries'],
    error: 'An external id appears twice',
  });
export type ExternalSyncInput = z.output<typeof ExternalSyncInputSchema>;
export type RawExternalSyncInput = z.input<typeof ExternalSyncInputSchema>;

export const EXTERNAL_SYNC_OUTCOMES = ['created', 'updated', 'unchanged', 'conflict', 'missing'] as const;
export type ExternalSyncOutcome = (typeof EXTERNAL_SYNC_OUTCOMES)[number];

export const ExternalSyncReportSchema = z.object({
  external_id: z.string(),
  yarn_id: z.string().uuid(),
  outcome: z.enum(EXTERNAL_SYNC_OUTCOMES),
  /** On a conflict: the entry as edited here and as the provider has it now (neither overwritten). */
  local: ExternalYarnFieldsSchema.optional(),
  provider: ExternalYarnFieldsSchema.optional(),
  /** The entry's photo_key is not the photo last copied here: send its bytes (EXTERNAL_SYNC_INTERNAL_API.photo). */
  photo_wanted: z.boolean().optional(),
});
export type ExternalSyncReport = z.infer<typeof ExternalSyncReportSchema>;

export const ExternalSyncResponseSchema = z.object({ results: z.array(ExternalSyncReportSchema) });
export type ExternalSyncResponse = z.infer<typeof ExternalSyncResponseSchema>;

/** The query of the photo upload: whose entry (by provider id) and which provider photo the bytes are. */
export const ExternalPhotoQuerySchema = z
  .object({ source: ExternalSourceSchema, external_id: ExternalIdSchema, photo_key: ExternalPhotoKeySchema })
  .strict();
export type ExternalPhotoQuery = z.infer<typeof ExternalPhotoQuerySchema>;

/** `stored`: the entry's photo is now this one; `unchanged`: it was already (nothing stored twice). */
export const ExternalPhotoResponseSchema = z.object({
  outcome: z.enum(['stored', 'unchanged']),
  photo_id: z.string().uuid().nullable(),
});
export type ExternalPhotoResponse = z.infer<typeof ExternalPhotoResponseSchema>;
