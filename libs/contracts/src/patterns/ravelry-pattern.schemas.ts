import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import type { PatternYarnWeight } from './patterns.constants.js';
import { PatternSchema } from './patterns.schemas.js';

/**
 * A live Ravelry pattern (DECISIONS 18, issue 22): `GET /patterns/{ravelryId}?source=ravelry` through the gateway,
 * which sends it to the account service (it holds the user's Ravelry link) at `RAVELRY_PATTERNS_API.pattern`.
 * The answer has the library pattern's shape, so one detail page shows both; what differs: the id is Ravelry's
 * (digits, not a UUID), `source` is 'ravelry', nothing is stored for it here (no file, no cover, not a
 * favourite), and `full_data` is what Ravelry sent (without the viewer's own bookmarks and the notes' HTML).
 */
export const RAVELRY_PATTERN_ID_PATTERN = /^[1-9][0-9]{0,11}$/;

export const RavelryPatternSchema = PatternSchema.extend({
  id: z.string().regex(RAVELRY_PATTERN_ID_PATTERN),
  source: z.literal('ravelry'),
  is_favorite: z.literal(false),
  file: z.null(),
  cover_source: z.null(),
  full_data: z.record(z.string(), z.unknown()),
});
export type RavelryPattern = z.infer<typeof RavelryPatternSchema>;

/** The account service's route for it (the gateway's rewrite target, `SOURCE_REWRITES`). */
export const RAVELRY_PATTERNS_API = {
  pattern: apiPath('/ravelry/patterns/:id'),
} as const;

/** How long the account service reuses a user's read of one pattern, and how many reads it keeps. */
export const RAVELRY_PATTERN_CACHE = { ttlMs: 5 * 60 * 1000, maxEntries: 500 } as const;

/**
 * The live read's errors (`code` of the error body), with the status and the text the page shows. Not connected
 * and a broken link are 409s (the user can act: connect), Ravelry down a 503, an unknown pattern a 404.
 */
export const RAVELRY_PATTERN_ERRORS = {
  RAVELRY_NOT_CONNECTED: [409, 'Connect Ravelry to see this pattern'],
  RAVELRY_RECONNECT: [
    409,
    'Your Ravelry connection stopped working: connect Ravelry again to see this pattern',
  ],
  RAVELRY_UNAVAILABLE: [503, 'Ravelry could not be reached: try again in a moment'],
  RAVELRY_PATTERN_NOT_FOUND: [404, 'Pattern not found'],
} as const satisfies Record<string, readonly [number, string]>;
export type RavelryPatternErrorCode = keyof typeof RAVELRY_PATTERN_ERRORS;

/** Whether a pattern id is Ravelry's (digits) rather than a library UUID. */
export const isRavelryPatternId = (id: string): boolean => RAVELRY_PATTERN_ID_PATTERN.test(id);

/**
 * Ravelry's yarn weight names (`yarn_weight.name`, lower case) on the library's eight (PATTERN_YARN_WEIGHTS):
 * thread, cobweb and lace are Lace, light fingering is Fingering, Bulky is Chunky, Super Bulky and Jumbo are Super
 * Chunky, and a combined name takes its heavier weight. One table for every reader of Ravelry's patterns (the live
 * read, the library import); an unknown name is no weight.
 */
export const RAVELRY_PATTERN_WEIGHTS: Readonly<Record<string, PatternYarnWeight>> = {
  thread: 'Lace',
  cobweb: 'Lace',
  lace: 'Lace',
  'light fingering': 'Fingering',
  fingering: 'Fingering',
  sport: 'Sport',
  'dk / sport': 'DK',
  dk: 'DK',
  worsted: 'Worsted',
  'aran / worsted': 'Aran',
  aran: 'Aran',
  bulky: 'Chunky',
  'super bulky': 'Super Chunky',
  jumbo: 'Super Chunky',
};

export const ravelryPatternWeight = (name: string | null | undefined): PatternYarnWeight | null =>
  name ? (RAVELRY_PATTERN_WEIGHTS[name.trim().toLowerCase()] ?? null) : null;

/**
 * Ravelry rates difficulty from 1 to 10 (1-2 basic, 3-4 easy, 5-6 intermediate, 7-8 experienced, 9-10 expert);
 * the library's levels are 1 to 5, one for each pair: `ceil(average / 2)`. No ratings (0 or none) is no level.
 */
export function ravelryDifficultyLevel(average: number | null | undefined): number | null {
  if (typeof average !== 'number' || !(average > 0)) return null;
  return Math.min(5, Math.max(1, Math.ceil(Math.min(average, 10) / 2)));
}
