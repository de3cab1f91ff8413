import { z } from 'zod';
import { PATTERN_YARN_WEIGHTS, RECOMMENDATION_TIERS } from '@yarn-mgmt/contracts';

/**
 * The assistant's curated brand table (issue 21): real yarn brands and their lines, with a quality and a value
 * score out of 10 and the reason for each, a typical price per skein in US dollars, a tier, fibres, weights and
 * what each is good for. Versioned: a change of scores or prices bumps `YARN_BRANDS_VERSION`. Sources and the
 * reasoning behind each score sit beside the data (`SOURCES.md` and each row's `source`); a row whose facts were
 * checked against the maker's own page is `spot_checked` with the date.
 */

/**
 * Fibres as a knitter names them; a line's `fibres` lists each one it holds. Any sheep's wool is `wool` (merino
 * is `merino`); a superwash-treated wool, merino or not, also lists `superwash wool`; polyamide is `nylon`, modal
 * and other rayons `viscose`, microfibre `polyester`.
 */
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
  'viscose',
  'hemp',
  'angora',
  'soy',
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
  /** For a line of the inventory catalogue, the catalogue's own weight (its six weights: Lace, Sport, DK, Worsted,
   * Chunky, Super Chunky), so a stash yarn and its table line agree. */
  weight: z.enum(PATTERN_YARN_WEIGHTS),
  /**
   * The weight the maker's ball band names, where the catalogue's six weights put the line elsewhere: a fingering
   * sock yarn the catalogue calls Sport, an aran it calls Worsted. A question for "fingering" matches it.
   */
  band_weight: z.enum(PATTERN_YARN_WEIGHTS).optional(),
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

const lowerCase = z
  .string()
  .min(1)
  .refine((alias) => alias === alias.toLowerCase(), 'must be lower case');

export const BrandRowSchema = z
  .strictObject({
    brand: z.string().min(1),
    /** Other names knitters use for it ("cascade", "lion", "drops"), lower case. */
    aliases: z.array(lowerCase),
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
    spot_checked: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/)
      .nullable(),
  })
  .superRefine((row, ctx) => {
    const prices = row.lines.map((line) => line.price_usd);
    if (row.avg_price_usd < Math.min(...prices) || row.avg_price_usd > Math.max(...prices)) {
      ctx.addIssue({
        code: 'custom',
        path: ['avg_price_usd'],
        message: `${row.avg_price_usd} is outside its lines' prices (${Math.min(...prices)}-${Math.max(...prices)})`,
      });
    }
    if (row.tier === 'budget_champion' && row.value_score < 8) {
      ctx.addIssue({
        code: 'custom',
        path: ['value_score'],
        message: 'a budget_champion has value_score >= 8',
      });
    }
    if (row.tier === 'premium' && row.quality_score < 8) {
      ctx.addIssue({ code: 'custom', path: ['quality_score'], message: 'a premium has quality_score >= 8' });
    }
    const names = row.lines.map((line) => line.name.toLowerCase());
    names.forEach((name, index) => {
      if (names.indexOf(name) !== index) {
        ctx.addIssue({
          code: 'custom',
          path: ['lines', index, 'name'],
          message: `line ${name} appears twice`,
        });
      }
    });
  });
export type BrandRow = z.infer<typeof BrandRowSchema>;
