import { z } from 'zod';
import { text } from '../platform/fields.js';

/** One line and colourway of the user's stash that fits, skeins of one dye lot added up. */
export const StashMatchGroupSchema = z.object({
  brand: z.string(),
  line: z.string(),
  colorway: z.string().nullable(),
  dye_lot: z.string().nullable(),
  weight_category: z.string(),
  /** A neighbouring weight, not the pattern's own: the card says so. */
  neighbouring_weight: z.boolean(),
  skeins: z.number(),
  yards: z.number(),
  yards_per_skein: z.number().nullable(),
  yarn_ids: z.array(z.string().uuid()),
  enough: z.boolean(),
  short_by_yards: z.number(),
  /** Skeins of this line that would cover the shortfall (null when the line's yards per skein are unknown). */
  short_by_skeins: z.number().int().nullable(),
});
export type StashMatchGroup = z.infer<typeof StashMatchGroupSchema>;

export const StashMatchQuerySchema = z.object({ size: text(40).optional() }).strict();

/**
 * `GET /patterns/{id}/stash-match`: `available` false when the inventory service did not answer (the card says
 * "Stash unavailable right now"); `needed_yards` null when the pattern names no yardage.
 */
export const StashMatchSchema = z.object({
  available: z.boolean(),
  size: z.string().nullable(),
  sizes: z.array(z.string()),
  needed_yards: z.number().nullable(),
  yarn_weight: z.string().nullable(),
  groups: z.array(StashMatchGroupSchema),
});
export type StashMatch = z.infer<typeof StashMatchSchema>;
