import { z } from 'zod';
import { PATTERN_YARN_WEIGHTS, RECOMMENDATION_TIERS } from '@yarn-mgmt/contracts';

/**
 * The assistant's curated brand table (issue 21): real yarn brands and their lines, with a quality and a value
 * score out of 10 and the reason for each, a typical price per skein in US dollars, a tier, fibres, weights and
 * what each is good for. Versioned: a change of scores or prices bumps `YARN_BRANDS_VERSION`. Sources and the
 * reasoning behind each score sit beside the data (`SOURCES.md` and each row's `source`); a row whose facts were
 * checked against the maker's own page is `spot_checked` with the date.
 */

/** Fibres as a knitter names them; a line's `fibres` lists each one it holds. */
export const FIBRES = [
  'wool',
  'merino',
  'superwash wool',
  'alpaca',
  'mohair',
  'cashmere',
  'silk',
  'cotton',
  'linen',
  'bamboo',
  'acrylic',
  'nylon',
  'polyester',
  'yak',
  'camel',
  'tencel',
] as const;
export type Fibre = (typeof FIBRES)[number];

/** What a line or brand is good for (the questions knitters ask). */
export const USES = [
  'baby',
  'socks',
  'colourwork',
  'budget_sweaters',
  'sweaters',
  'blankets',
  'shawls',
  'hats',
  'amigurumi',
  'dishcloths',
  'beginners',
  'charity',
  'summer',
  'felting',
] as const;
export type Use = (typeof USES)[number];

const score = z.number().min(0).max(10).multipleOf(0.5);

export const BrandLineSchema = z.strictObject({
  name: z.string().min(1),
  weight: z.enum(PATTERN_YARN_WEIGHTS),
  /** As the ball band says it: "100% Superwash Merino Wool". */
  fiber_content: z.string().min(1),
  fibres: z.array(z.enum(FIBRES)).min(1),
  yards: z.number().int().positive(),
  grams: z.number().positive(),
  /** Typical price per skein, in US dollars, at full price. */
  price_usd: z.number().positive(),
  /** Machine washable by the ball band. */
  washable: z.boolean(),
  discontinued: z.boolean(),
  good_for: z.array(z.enum(USES)),
});
export type BrandLine = z.infer<typeof BrandLineSchema>;

export const BrandRowSchema = z.strictObject({
  brand: z.string().min(1),
  /** Other names knitters use for it ("cascade", "lion", "drops"), lower case. */
  aliases: z.array(z.string().min(1)),
  tier: z.enum(RECOMMENDATION_TIERS),
  quality_score: score,
  quality_reason: z.string().min(10),
  value_score: score,
  value_reason: z.string().min(10),
  /** Typical price per skein over its lines, in US dollars. */
  avg_price_usd: z.number().positive(),
  lines: z.array(BrandLineSchema).min(1),
  /** Where the facts come from, or the reasoning when they are a judgement. */
  source: z.string().min(10),
  /** The date (YYYY-MM-DD) the row was checked against the maker's own page, or null. */
  spot_checked: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).nullable(),
});
export type BrandRow = z.infer<typeof BrandRowSchema>;
