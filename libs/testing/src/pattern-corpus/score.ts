import { PATTERN_READING_FIELDS, type PatternReading, type PatternReadingField } from '@yarn-mgmt/contracts';
import type { ExpectedReading, PatternCorpusCase } from './corpus-types.js';

/** How one field of one case came out: found and right, found where nothing was, missed, or found but wrong. */
export type FieldOutcome = 'tp' | 'fp' | 'fn' | 'wrong' | 'tn';

export interface FieldScore {
  field: PatternReadingField;
  tp: number;
  fp: number;
  fn: number;
  /** TP / (TP + FP); 1 when the reader never reported the field (it claimed nothing false). */
  precision: number;
  /** TP / (TP + FN); 1 when no case expects the field. */
  recall: number;
}

export interface CorpusMiss {
  id: string;
  field: PatternReadingField;
  outcome: Exclude<FieldOutcome, 'tp' | 'tn'>;
  expected: unknown;
  found: unknown;
  /** How sure the reader said it was of what it found; null when it found nothing. */
  confidence: number | null;
}

export interface CorpusScore {
  fields: FieldScore[];
  misses: CorpusMiss[];
}

const normaliseText = (value: string): string =>
  value
    .normalize('NFKC')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** Hook letters are printed "H-8", "H/8" or "H 8": one spelling for comparison. */
const normaliseUs = (us: string | null): string | null =>
  us === null ? null : us.toUpperCase().replace(/\s+/g, '').replace(/\//g, '-');

const closeTo = (found: number, expected: number, absolute = 0): boolean =>
  Math.abs(found - expected) <= Math.max(absolute, Math.abs(expected) * 0.01);

/** A size as a knitter reads it: "1-2 yrs" and "1-2 years", "3 mths" and "3 months" are the same size. */
const normaliseSize = (size: string): string =>
  normaliseText(size)
    .replace(/(?<=\d)\s*(?:yrs?|years?)\.?(?=$|\s|\))/g, ' years')
    .replace(/(?<=\d)\s*(?:mths?|mos?|months?)\.?(?=$|\s|\))/g, ' months');

const sameSet = (found: string[], expected: string[], normalise = normaliseText): boolean => {
  const a = new Set(found.map(normalise));
  const b = new Set(expected.map(normalise));
  return a.size === b.size && [...b].every((item) => a.has(item));
};

type Values = Required<ExpectedReading>;

/** Field equality as the brief defines it: numbers within 1 % (yardage: or 5 yds), lists as sets. */
const EQUAL: { [K in PatternReadingField]: (found: Values[K], expected: Values[K]) => boolean } = {
  title: (a, b) => normaliseText(a) === normaliseText(b),
  designer: (a, b) => normaliseText(a) === normaliseText(b),
  craft_type: (a, b) => a === b,
  yarn_weight: (a, b) => a === b,
  yardage: (found, expected) =>
    found.length === expected.length &&
    expected.every((row) =>
      found.some(
        (candidate) =>
          (candidate.size === null ? null : normaliseSize(candidate.size)) ===
            (row.size === null ? null : normaliseSize(row.size)) && closeTo(candidate.yards, row.yards, 5),
      ),
    ),
  // Gauge is a density: 5 sts per inch and 20 sts per 4 in are the same gauge.
  gauge: (found, expected) =>
    closeTo(found.stitches / found.inches, expected.stitches / expected.inches) &&
    (found.rows === null || expected.rows === null
      ? found.rows === expected.rows
      : closeTo(found.rows / found.inches, expected.rows / expected.inches)),
  needle_sizes: (found, expected) =>
    found.length === expected.length &&
    expected.every((tool) =>
      found.some(
        (candidate) =>
          normaliseUs(candidate.us) === normaliseUs(tool.us) &&
          (candidate.mm === null || tool.mm === null
            ? candidate.mm === tool.mm
            : closeTo(candidate.mm, tool.mm)),
      ),
    ),
  sizes: (found, expected) => sameSet(found, expected, normaliseSize),
  techniques: (found, expected) => sameSet(found, expected),
};

export function fieldOutcome<K extends PatternReadingField>(
  field: K,
  found: Values[K] | undefined,
  expected: Values[K] | undefined,
): FieldOutcome {
  if (expected === undefined) return found === undefined ? 'tn' : 'fp';
  if (found === undefined) return 'fn';
  return EQUAL[field](found, expected) ? 'tp' : 'wrong';
}

const ratio = (hits: number, total: number): number => (total === 0 ? 1 : hits / total);

/**
 * Runs `read` on every case and scores each field: TP = found and equal, FP = found but wrong or found where
 * nothing is expected, FN = expected but missing or wrong (a wrong value counts as both).
 */
export function scorePatternCorpus(
  cases: readonly PatternCorpusCase[],
  read: (text: string) => PatternReading,
): CorpusScore {
  const counts = new Map(PATTERN_READING_FIELDS.map((field) => [field, { tp: 0, fp: 0, fn: 0 }]));
  const misses: CorpusMiss[] = [];
  for (const corpusCase of cases) {
    const reading = read(corpusCase.text);
    for (const field of PATTERN_READING_FIELDS) {
      const found = reading[field]?.value;
      const expected = corpusCase.expected[field];
      const outcome = fieldOutcome(field, found, expected);
      const count = counts.get(field)!;
      if (outcome === 'tp') count.tp += 1;
      if (outcome === 'fp' || outcome === 'wrong') count.fp += 1;
      if (outcome === 'fn' || outcome === 'wrong') count.fn += 1;
      if (outcome !== 'tp' && outcome !== 'tn')
        misses.push({
          id: corpusCase.id,
          field,
          outcome,
          expected,
          found,
          confidence: reading[field]?.confidence ?? null,
        });
    }
  }
  const fields = PATTERN_READING_FIELDS.map((field) => {
    const { tp, fp, fn } = counts.get(field)!;
    return { field, tp, fp, fn, precision: ratio(tp, tp + fp), recall: ratio(tp, tp + fn) };
  });
  return { fields, misses };
}

/** The per-field table the benchmark prints and the tests show on failure. */
export function formatCorpusScore(score: CorpusScore): string {
  const percent = (value: number) => `${(value * 100).toFixed(1)} %`.padStart(8);
  const lines = ['field          TP  FP  FN  precision  recall'];
  for (const row of score.fields) {
    const counts = [row.tp, row.fp, row.fn].map((n) => String(n).padStart(3)).join(' ');
    lines.push(`${row.field.padEnd(13)} ${counts}  ${percent(row.precision)} ${percent(row.recall)}`);
  }
  return lines.join('\n');
}
