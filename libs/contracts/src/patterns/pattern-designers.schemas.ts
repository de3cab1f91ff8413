import { z } from 'zod';
import { text } from '../platform/fields.js';

/** One of the user's own designers (`GET /patterns/designers`: the form's autocompletion, the filter's suggestions). */
export const PatternDesignerSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type PatternDesigner = z.infer<typeof PatternDesignerSchema>;

/** At most this many designers in one answer of `GET /patterns/designers` (the suggestions ask for 10). */
export const PATTERN_DESIGNERS_MAX = 100;

/**
 * `GET /patterns/designers` query: `search` keeps the designers whose name contains it (any case), those starting
 * with it first; `limit` bounds the answer.
 */
export const PatternDesignersQuerySchema = z
  .object({
    search: text(120).optional(),
    limit: z.coerce.number().int().min(1).max(PATTERN_DESIGNERS_MAX).default(PATTERN_DESIGNERS_MAX),
  })
  .strict();
export type PatternDesignersQuery = z.output<typeof PatternDesignersQuerySchema>;
