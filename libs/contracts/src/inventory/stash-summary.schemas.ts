import { z } from 'zod';

/**
 * `GET /yarn/stash-summary`: the user's stash with something left, grouped by line, colourway and dye lot (the
 * skeins one project can use together). Read by the patterns service for "what can I make from my stash".
 */
export const StashSummaryGroupSchema = z.object({
  brand: z.string(),
  line: z.string(),
  /** The line's weight (null when the user did not say). */
  weight_category: z.string().nullable(),
  yardage_per_skein: z.number().nullable(),
  colorway: z.string().nullable(),
  dye_lot: z.string().nullable(),
  /** Skeins remaining, summed over the group's entries. */
  skeins: z.number(),
  /** Yards remaining, summed over the group's entries. */
  yards: z.number(),
  yarn_ids: z.array(z.string().uuid()),
});
export type StashSummaryGroup = z.infer<typeof StashSummaryGroupSchema>;

export const StashSummarySchema = z.object({ groups: z.array(StashSummaryGroupSchema) });
export type StashSummary = z.infer<typeof StashSummarySchema>;
