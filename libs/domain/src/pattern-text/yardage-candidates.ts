import { sectionsOf, type PatternDocument } from './pattern-document.js';
import {
  eachAtOwnLength,
  estimate,
  gramsAtLength,
  perSize,
  sumLists,
  sumTotals,
  timesLength,
  unitLike,
  type Estimate,
} from './yardage-estimates.js';
import { rowsAtLength } from './yardage-rows.js';
import { readCountTable, readTable } from './yardage-size-lines.js';
import { readYarnAmounts } from './yarn-amounts.js';

/** The ways the rules can read the yarn needed: their own answer, each text on its own, each reading of the amounts. */
export const YARDAGE_KINDS = [
  'table of sizes',
  'yarn section',
  'yarn section alone',
  'whole text',
  'one length times the count',
  'lengths added',
  'first length',
  'grams at the length per weight',
  'one skein',
  'skeins at the length',
  'rows of counts at the length',
  'first row of counts at the length',
  'rows of grams at the length per weight',
] as const;
export type YardageKind = (typeof YARDAGE_KINDS)[number];

export interface YardageCandidate extends Estimate {
  kind: YardageKind;
}

/** The readings of the amounts themselves, each way they could be meant (the rules choose one of them). */
function readingsOf(text: string): YardageCandidate[] {
  const { amounts, counts, grams } = readYarnAmounts(text);
  const needs = amounts.filter((amount) => !amount.extra);
  const found: YardageCandidate[] = [];
  const add = (yards: number[] | null | undefined, kind: YardageKind, confidence: number) => {
    if (yards && yards.length > 0 && yards.every((value) => value > 0))
      found.push({ yards, kind, confidence });
  };
  const totals = needs.filter((amount) => !amount.perUnit && !unitLike(amount));
  const skeins = sumLists(counts.map((count) => count.counts));
  if (totals.length === 1 && totals[0].yards.length === 1 && skeins)
    add(timesLength(skeins, totals[0].yards[0]), 'one length times the count', 0.6);
  if (totals.length > 0) {
    add(sumTotals(totals, text)?.yards, 'lengths added', 0.7);
    add(perSize(totals[0]), 'first length', 0.6);
  }
  const unit = needs.find((amount) => amount.perUnit || unitLike(amount));
  if (unit) {
    add(gramsAtLength(grams, unit), 'grams at the length per weight', 0.6);
    add(unit.yards, 'one skein', 0.3);
    const units = needs.filter((amount) => amount.perUnit || unitLike(amount));
    add(
      eachAtOwnLength(counts, units) ?? (skeins && timesLength(skeins, unit.yards[0])),
      'skeins at the length',
      0.7,
    );
  }
  return found;
}

/** Counts one line per size ("Size 2 - ... - 6 balls") at the one skein's length the yarn names. */
function countTable(document: PatternDocument, yarnText: string, sizes: readonly string[]): Estimate | null {
  const skein = readYarnAmounts(yarnText || document.text).amounts.filter(
    (amount) => amount.perUnit || unitLike(amount),
  );
  return skein.length === 1 ? readCountTable(document.lines, sizes, skein[0].yards[0]) : null;
}

const MOST_YARDS = 20_000;

/** Every reading of the yarn needed the text allows, the rules' own first. */
export function yardageCandidates(
  document: PatternDocument,
  sizes: readonly string[] | undefined,
): YardageCandidate[] {
  const sections = sectionsOf(document, 'yarn');
  const yarnText = sections.map((section) => section.text).join(' ; ');
  const found: YardageCandidate[] = [];
  // No pattern needs 20 000 yards (a king-size afghan takes about 5 000): more is a misread table, shade numbers
  // ("A Sand 7102 6") counted as balls.
  const add = (estimated: Estimate | null, kind: YardageKind) => {
    if (estimated && estimated.yards.every((value) => value > 0 && value < MOST_YARDS))
      found.push({ ...estimated, kind });
  };
  const clauses = (lines: readonly string[]) =>
    lines.flatMap((line) => line.split(/\s*;\s*|,\s+(?=[A-Za-z])/));
  // One line per size, in the yarn section or, every size named, anywhere ("SIZES & YARDAGE" over "S - 1,150 yds").
  if (sizes && sizes.length > 1)
    add(
      readTable(clauses(sections.flatMap((s) => s.lines)), sizes) ??
        readTable(clauses(document.lines), sizes) ??
        countTable(document, yarnText, sizes),
      'table of sizes',
    );
  if (yarnText) {
    add(estimate(yarnText, document.text), 'yarn section');
    add(estimate(yarnText), 'yarn section alone');
  }
  add(estimate(document.text), 'whole text');
  found.push(
    ...readingsOf(yarnText || document.text).filter((read) => read.yards.every((v) => v < MOST_YARDS)),
  );
  if (sizes && sizes.length > 1) {
    const inSections = rowsAtLength(
      sections.flatMap((section) => section.lines),
      document.text,
      sizes.length,
    );
    const rows = Object.values(inSections).some(Boolean)
      ? inSections
      : rowsAtLength(document.lines, document.text, sizes.length);
    add(rows.counts && { yards: rows.counts, confidence: 0.6 }, 'rows of counts at the length');
    add(rows.firstCount && { yards: rows.firstCount, confidence: 0.5 }, 'first row of counts at the length');
    add(rows.grams && { yards: rows.grams, confidence: 0.6 }, 'rows of grams at the length per weight');
  }
  return found;
}
