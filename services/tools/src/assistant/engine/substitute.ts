import type { Recommendation } from '@yarn-mgmt/contracts';
import type { BrandLine, Fibre } from '../brands/brand-table.schema.js';
import type { Slots } from './engine.types.js';
import { toUsd } from './money.js';
import { MAX_RECOMMENDATIONS, toRecommendation, type LineMatch } from './recommend.js';
import { bandWeight, type BrandTable, type TableLine } from './table.js';

/**
 * Substitutes for a named line (discontinued or not): the same weight, the same main fibre (merino, wool and
 * superwash wool count as one) and a yardage per gram within a fifth of the original's, so the fabric, the
 * gauge and the skein count stay close. Never a discontinued line; "cheaper" keeps only those that cost less.
 */
const YARDAGE_TOLERANCE = 0.2;

const WOOLS: readonly Fibre[] = ['wool', 'merino', 'superwash wool'];
const family = (fibre: Fibre): string => (WOOLS.includes(fibre) ? 'wool' : fibre);
/** The fibre that makes the line: the first its ball band names (nylon in a sock yarn is not what it is). */
const mainFamily = (line: BrandLine) => family(line.fibres[0]);
/** "382 yds per 100 g": lines of different skein sizes side by side. */
const per100g = (line: BrandLine) => `${Math.round(yardsPerGram(line) * 100)} yds per 100 g`;

export const yardsPerGram = (line: BrandLine) => line.yards / line.grams;
const pricePerYard = (line: BrandLine) => line.price_usd / line.yards;
const pricePer100g = (line: BrandLine) => `$${((line.price_usd / line.grams) * 100).toFixed(2)}`;

export function substitutesFor(original: TableLine, slots: Slots, table: BrandTable): Recommendation[] {
  const target = yardsPerGram(original.line);
  const main = mainFamily(original.line);
  const matches: (LineMatch & { gap: number })[] = [];
  for (const brand of table.rows) {
    for (const line of brand.lines) {
      if (line === original.line || line.discontinued || bandWeight(line) !== bandWeight(original.line))
        continue;
      if (mainFamily(line) !== main) continue;
      const gap = Math.abs(yardsPerGram(line) - target) / target;
      if (gap > YARDAGE_TOLERANCE) continue;
      if (slots.washable && !line.washable) continue;
      if (slots.maxPrice && line.price_usd > toUsd(slots.maxPrice)) continue;
      // Cheaper by the yard: skeins differ in size, so a smaller skein's lower price is not a saving.
      if (slots.budget && pricePerYard(line) >= pricePerYard(original.line)) continue;
      const fits = [
        `same weight (${bandWeight(line)})`,
        line.fiber_content,
        `${per100g(line)} against ${per100g(original.line)}`,
        ...(slots.budget ? [`${pricePer100g(line)} per 100 g against ${pricePer100g(original.line)}`] : []),
      ];
      matches.push({ brand, line, fits, fit: 0, gap });
    }
  }
  const budget = slots.budget === true;
  // Washable like the original first (a superwash merino's stand-in should wash like it), then the closest yardage.
  const washesAlike = (match: LineMatch) => (match.line.washable === original.line.washable ? 0 : 1);
  matches.sort(
    (a, b) =>
      washesAlike(a) - washesAlike(b) ||
      Math.round(a.gap * 20) - Math.round(b.gap * 20) ||
      (budget
        ? pricePerYard(a.line) - pricePerYard(b.line)
        : b.brand.quality_score - a.brand.quality_score) ||
      a.gap - b.gap,
  );
  const seen = new Set<string>();
  return matches
    .filter((match) => !seen.has(match.brand.brand) && seen.add(match.brand.brand))
    .slice(0, MAX_RECOMMENDATIONS)
    .map((match) => toRecommendation(match, false));
}
