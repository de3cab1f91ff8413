import type { Recommendation, StashSummary } from '@yarn-mgmt/contracts';
import { substituteYarn } from '@yarn-mgmt/domain';
import type { BrandRow } from '../brands/brand-table.schema.js';
import { bandWeight, loadBrandTable, type BrandTable } from './table.js';

/**
 * Small pure functions over the table and the stash: what the built-in engine's answers are made of, and what
 * the LLM path calls as tools. Each returns facts only, never the whole stash.
 */

export interface BrandFacts {
  brand: string;
  tier: BrandRow['tier'];
  quality_score: number;
  quality_reason: string;
  value_score: number;
  value_reason: string;
  avg_price_usd: number;
  lines: {
    name: string;
    weight: string;
    fiber_content: string;
    yards: number;
    grams: number;
    price_usd: number;
    washable: boolean;
    discontinued: boolean;
    good_for: string[];
  }[];
}

/** A brand's facts from the table, by name or alias; null when the table does not know it. */
export function brandFacts(name: string, table: BrandTable): BrandFacts | null {
  const row = table.find(name);
  if (!row) return null;
  return {
    brand: row.brand,
    tier: row.tier,
    quality_score: row.quality_score,
    quality_reason: row.quality_reason,
    value_score: row.value_score,
    value_reason: row.value_reason,
    avg_price_usd: row.avg_price_usd,
    lines: row.lines.map((line) => ({
      name: line.name,
      weight: bandWeight(line),
      fiber_content: line.fiber_content,
      yards: line.yards,
      grams: line.grams,
      price_usd: line.price_usd,
      washable: line.washable,
      discontinued: line.discontinued,
      good_for: [...line.good_for],
    })),
  };
}

/** A brand as a card (the brand as a whole: no line). */
export const brandCard = (facts: BrandFacts, reason: string): Recommendation => ({
  brand_name: facts.brand,
  quality_score: facts.quality_score,
  value_score: facts.value_score,
  avg_price: facts.avg_price_usd,
  tier: facts.tier,
  line: null,
  weight_category: null,
  fiber_content: null,
  reason,
});

export interface BrandComparison {
  a: BrandFacts | null;
  b: BrandFacts | null;
  /** The better of the two on each score, or null for a tie or an unknown brand. */
  betterQuality: string | null;
  betterValue: string | null;
  cheaper: string | null;
}

const better = (a: BrandFacts | null, b: BrandFacts | null, score: (facts: BrandFacts) => number) => {
  if (!a || !b || score(a) === score(b)) return null;
  return score(a) > score(b) ? a.brand : b.brand;
};

/** Two brands side by side; an unknown one is null, never guessed. */
export function compareBrands(a: string, b: string, table: BrandTable): BrandComparison {
  const first = brandFacts(a, table);
  const second = brandFacts(b, table);
  return {
    a: first,
    b: second,
    betterQuality: better(first, second, (facts) => facts.quality_score),
    betterValue: better(first, second, (facts) => facts.value_score),
    cheaper: better(first, second, (facts) => -facts.avg_price_usd),
  };
}

export interface StashTotal {
  name: string;
  skeins: number;
  yards: number;
}

export interface StashFacts {
  skeins: number;
  yards: number;
  /** Lines and colourways held (the stash summary's groups). */
  groups: number;
  byWeight: StashTotal[];
  /** By the table's fibres for the lines it knows; a line it does not know counts under "unknown". */
  byFibre: StashTotal[];
}

const round2 = (value: number) => Math.round(value * 100) / 100;

function addTo(totals: Map<string, StashTotal>, name: string, skeins: number, yards: number) {
  const total = totals.get(name) ?? { name, skeins: 0, yards: 0 };
  total.skeins = round2(total.skeins + skeins);
  total.yards = round2(total.yards + yards);
  totals.set(name, total);
}

const largestFirst = (totals: Map<string, StashTotal>) =>
  [...totals.values()].sort((a, b) => b.yards - a.yards || a.name.localeCompare(b.name));

/** The stash added up by weight and by fibre: totals only, never the list of yarns. */
export function stashFacts(stash: StashSummary, table: BrandTable = loadBrandTable()): StashFacts {
  const byWeight = new Map<string, StashTotal>();
  const byFibre = new Map<string, StashTotal>();
  for (const group of stash.groups) {
    addTo(byWeight, group.weight_category ?? 'unknown', group.skeins, group.yards);
    const known = table.findLine(group.brand, group.line);
    for (const fibre of known?.line.fibres ?? ['unknown']) addTo(byFibre, fibre, group.skeins, group.yards);
  }
  return {
    skeins: round2(stash.groups.reduce((sum, group) => sum + group.skeins, 0)),
    yards: round2(stash.groups.reduce((sum, group) => sum + group.yards, 0)),
    groups: stash.groups.length,
    byWeight: largestFirst(byWeight),
    byFibre: largestFirst(byFibre),
  };
}

export interface SkeinCount {
  /** Yards needed over yards per skein. */
  skeinsNeeded: number;
  /** Whole skeins to buy. */
  skeinsToBuy: number;
}

/** The calculator's Yarn Substitution sum (libs/domain): skeins of one length for the yards needed. */
export function skeinsFor(yardsNeeded: number, yardsPerSkein: number): SkeinCount | null {
  const outcome = substituteYarn({ yardsNeeded, yardsPerSkein, patternWeight: 'DK', substituteWeight: 'DK' });
  if (!outcome.ok) return null;
  return { skeinsNeeded: outcome.result.skeinsNeeded, skeinsToBuy: outcome.result.skeinsToBuy };
}
