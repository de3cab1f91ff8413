import type { Recommendation } from '@yarn-mgmt/contracts';
import type { BrandLine, Fibre, Use } from '../brands/brand-table.schema.js';
import type { Slots } from './engine.types.js';
import { priceText, toUsd } from './money.js';
import { bandWeight, hasWeight, type BrandTable, type TableLine } from './table.js';
import { FIBRE_KINDS, PROJECT_USES, SOFT_FIBRES } from './vocabulary.js';
import { listText } from './words.js';

/**
 * The recommender: the table's lines that hold every asked filter (weight, fibre, washability, budget, softness,
 * a project's use), never a discontinued one, ranked by fit and then by quality or, for a budget question, by
 * value; one line per brand, at most five.
 */
export const MAX_RECOMMENDATIONS = 5;

export interface LineMatch extends TableLine {
  /** What the line was picked for, in words ("DK", "machine washable", "good for baby"). */
  fits: string[];
  /** Asked preferences it meets beyond the filters (a project's second use, a soft fibre when not asked). */
  fit: number;
}

const holdsFibre = (line: BrandLine, fibre: Fibre) =>
  (FIBRE_KINDS[fibre] ?? [fibre]).some((kind) => line.fibres.includes(kind));
const isSoft = (line: BrandLine) =>
  line.fibres.some((fibre) => SOFT_FIBRES.includes(fibre)) || line.good_for.includes('baby');
const USE_WORDS: Readonly<Record<string, string>> = {
  budget_sweaters: 'budget sweaters',
  colourwork: 'colourwork',
  summer: 'summer',
  felting: 'felting',
};

/** Why a line fails the asked filters, or null when it holds them all. */
function fitsOf(line: BrandLine, slots: Slots): string[] | null {
  const fits: string[] = [];
  if (line.discontinued) return null;
  if (slots.weight) {
    if (!hasWeight(line, slots.weight)) return null;
    fits.push(slots.weight);
  }
  const fibres = (slots.fibres ?? []) as Fibre[];
  const held = fibres.filter((fibre) => holdsFibre(line, fibre));
  if (held.length < (slots.anyFibre ? Math.min(1, fibres.length) : fibres.length)) return null;
  if ((slots.excludedFibres ?? []).some((fibre) => holdsFibre(line, fibre as Fibre))) return null;
  if (slots.fibres || slots.excludedFibres) fits.push(line.fiber_content);
  if (slots.washable) {
    if (!line.washable) return null;
    fits.push('machine washable');
  }
  if (slots.soft) {
    if (!isSoft(line)) return null;
    fits.push('soft');
  }
  if (slots.maxPrice) {
    if (line.price_usd > toUsd(slots.maxPrice)) return null;
    fits.push(`under ${priceText(slots.maxPrice.amount, slots.maxPrice.currency)}`);
  }
  const goodFor: string[] = [];
  const uses = slots.project ? PROJECT_USES[slots.project] : undefined;
  if (uses) {
    const use = uses.find((each) => line.good_for.includes(each));
    if (!use) return null;
    goodFor.push(USE_WORDS[use] ?? use);
  }
  // Uses asked beside a project ("a summer cardigan", "a beginner blanket") rank; asked alone, they filter.
  for (const use of (slots.uses ?? []) as Use[]) {
    if (line.good_for.includes(use)) goodFor.push(USE_WORDS[use] ?? use);
    else if (!slots.project) return null;
  }
  if (goodFor.length > 0) fits.push(`good for ${listText(goodFor, 'and')}`);
  return fits;
}

/** Every line that holds the asked filters, best first (before the one-per-brand cut). */
export function searchLines(slots: Slots, table: BrandTable): LineMatch[] {
  const matches: LineMatch[] = [];
  // "Drops yarn for socks": the brands named, when any.
  const rows = slots.brands ? table.rows.filter((row) => slots.brands?.includes(row.brand)) : table.rows;
  for (const brand of rows) {
    for (const line of brand.lines) {
      const fits = fitsOf(line, slots);
      if (fits) matches.push({ brand, line, fits, fit: fitScore(line, slots) });
    }
  }
  return matches.sort((a, b) => compareMatches(a, b, slots.budget === true));
}

function fitScore(line: BrandLine, slots: Slots): number {
  let fit = 0;
  const uses = slots.project ? (PROJECT_USES[slots.project] ?? []) : [];
  fit += uses.filter((use) => line.good_for.includes(use)).length;
  fit += (slots.uses ?? []).filter((use) => line.good_for.includes(use as Use)).length;
  // A budget sweater is one of the uses a sweater asks; for a budget question it is the first.
  if (slots.budget && line.good_for.includes('budget_sweaters') && uses.includes('budget_sweaters')) fit += 1;
  return fit;
}

function compareMatches(a: LineMatch, b: LineMatch, budget: boolean): number {
  const [first, second] = budget
    ? (['value_score', 'quality_score'] as const)
    : (['quality_score', 'value_score'] as const);
  return (
    b.fit - a.fit ||
    b.brand[first] - a.brand[first] ||
    b.brand[second] - a.brand[second] ||
    a.line.price_usd - b.line.price_usd ||
    a.brand.brand.localeCompare(b.brand.brand)
  );
}

/** The recommendations for a question's slots: one line per brand, at most five. */
export function recommend(slots: Slots, table: BrandTable): Recommendation[] {
  const seen = new Set<string>();
  const picked: LineMatch[] = [];
  for (const match of searchLines(slots, table)) {
    if (seen.has(match.brand.brand)) continue;
    seen.add(match.brand.brand);
    picked.push(match);
    if (picked.length === MAX_RECOMMENDATIONS) break;
  }
  return picked.map((match) => toRecommendation(match, slots.budget === true));
}

/**
 * A line as a card: the brand's scores, the line's price and facts, and why it was picked: what of the question
 * it fits, then, for a budget question, what the line costs by weight (skeins differ in size, so the price a
 * skein alone misleads), otherwise the table's judgement of the brand. The card shows the name, scores and
 * price a skein itself, so the reason does not repeat them. (A brand's value reason speaks of its cheapest
 * lines, which need not be the one picked.)
 */
export function toRecommendation(match: LineMatch, budget: boolean): Recommendation {
  const { brand, line, fits } = match;
  const why = fits.length > 0 ? `${capitalise(fits.join(', '))}. ` : '';
  // The table judges brands, not lines: said as the brand's, so "American wool..." does not read as a linen's.
  const judgement = budget
    ? `${capitalise(per100gText(line))}.`
    : `The brand: ${firstSentence(brand.quality_reason)}`;
  return {
    brand_name: brand.brand,
    quality_score: brand.quality_score,
    value_score: brand.value_score,
    avg_price: line.price_usd,
    tier: brand.tier,
    line: line.name,
    weight_category: bandWeight(line),
    fiber_content: line.fiber_content,
    reason: `${why}${judgement}`,
  };
}

/** "about $4.00 per 100 g (220 yds)": a line's price by weight, from the table's price a skein. */
export const per100gText = (line: BrandLine): string =>
  `about $${((line.price_usd / line.grams) * 100).toFixed(2)} per 100 g (${Math.round((line.yards / line.grams) * 100)} yds)`;

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The first sentence of a table reason (they are written as one or two sentences). */
function firstSentence(text: string): string {
  const end = text.search(/[.!?](\s|$)/);
  return end === -1 ? `${text}.` : text.slice(0, end + 1);
}
