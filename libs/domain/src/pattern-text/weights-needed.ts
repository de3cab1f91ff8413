/** Which weights printed in a yarn section are yarn to buy (yardage-estimates.ts reads them at a skein's length). */
import type { GramAmount, UnitCount } from './yarn-amounts.js';

/**
 * The weights needed: before a list per size, a lone weight that is the skein's own ("100 g sock yarn, 400 m per
 * 100 g; 70 (80) g") restates the skein, it is not more yarn; after it ("CC2 garnet red 50 g, all sizes") it is a
 * colour's.
 */
export function needed(grams: GramAmount[], unitGrams: number): GramAmount[] {
  const list = grams.find((g) => g.grams.length > 1);
  return list
    ? grams.filter((g) => !(g.grams.length === 1 && g.grams[0] === unitGrams && g.start < list.start))
    : grams;
}

/**
 * The weights that are not skeins counted a few words away said again ("200 g (2 balls of 100 g)", "2 balls, 100 g"),
 * nor the share of them used.
 */
export function notCounted(
  grams: GramAmount[],
  counts: UnitCount[],
  unitGrams: number,
  text = '',
): GramAmount[] {
  // "2 skeins (50 g / 1000 m); you will use about 80 g": how much of the skeins counted is used.
  const used = (g: GramAmount) =>
    /\byou(?:'ll| will)?\s+(?:only\s+)?use\s+(?:about|approx\.?|around|roughly)?\s*$/i.test(
      text.slice(Math.max(0, g.start - 40), g.start),
    );
  const restates = (g: GramAmount) =>
    counts.some(
      (count) =>
        Math.abs(count.start - g.start) < 40 &&
        count.counts.length === g.grams.length &&
        count.counts.every((n, index) => Math.abs(n * unitGrams - g.grams[index]) <= unitGrams * 0.05),
    );
  return grams.filter((g) => !restates(g) && !used(g));
}
