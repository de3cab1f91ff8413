import { SIZE_KINDS, type SizeStatement } from './size-statements.js';

/**
 * What the size model (size-model.ts) knows of one size statement: where the rules found it and how much they trusted
 * it (its kind), the sizes' look, and whether the rest of the text bears it out (another
 * line lists as many numbers: the amounts or measurements per size). Each 0 or 1 unless said; the model weighs them,
 * learnt from the corpus (scripts/train-reader-models.mjs).
 */
export const SIZE_FEATURES = [
  ...SIZE_KINDS.map((kind) => `kind: ${kind}`),
  'one size',
  'two or three sizes',
  'four or more sizes',
  'letter sizes',
  'sizes in words',
  'numbers only',
  'ages',
  'borne out by another list',
  'borne out by an amount',
  'tool words',
  'amount words',
  'a unit in a size',
  'position',
  'found again',
  'a body measure named',
  'no named sizes elsewhere',
  'a sure kind',
] as const;

// "XS", "2X", and sizes sold in pairs: "XS/S", "3X/4X".
const LETTER = /^(?:\d?X{0,4}[SML]|\d?X{1,4}L?|XXS|XS)(?:\/(?:\d?X{0,4}[SML]|\d?X{1,4}L?))?$/i;
const TOOL = /\bmm\b|\bneedles?\b|\bhooks?\b|\bgauge\b|\btension\b|\bsts\b|\bstitches\b|\brows\b/i;
const AMOUNT = /\b(?:balls?|skeins?|hanks?|g|grams?|yds?|yards?|m|metres?|meters?|oz|ozs)\b/i;
const UNIT_IN_SIZE = /\d\s*(?:mm|g|m|yds?|oz|ins?|cm)\b|\b(?:mm|yds?|oz)\b/i;
const AGES = /\b(?:years?|yrs?|months?|mths?|mos?)\b/i;

/** How many values a line lists: "4 (5, 5, 6)" is 4, "250-300-300-350 g" is 4, "S : M : L" is 3. */
export function listLengths(line: string): number[] {
  const lengths: number[] = [];
  for (const match of line.matchAll(/\d[\d.,/½]*\s*[([]\s*([^()[\]]+)[)\]]/g))
    lengths.push(1 + match[1].split(/\s*[,;:]\s*|\s+-\s+/).length);
  const dashed = /\d+(?:\.\d+)?(?:\s*[-:]\s*\d+(?:\.\d+)?){2,}/.exec(line);
  if (dashed) lengths.push(dashed[0].split(/\s*[-:]\s*/).length);
  return lengths;
}

/** The feature vector of `statements[index]` (in SIZE_FEATURES' order), over `lineCount` non-blank lines. */
/** How many lines list each number of values (all lines, and those naming an amount), and which lines they are. */
export interface LineLists {
  lines: Map<number, Map<string, number>>;
  amounts: Map<number, Map<string, number>>;
}

/** Each line's list lengths, read once for every statement's features. */
export function lineLists(lines: readonly string[]): LineLists {
  const lists: LineLists = { lines: new Map(), amounts: new Map() };
  const count = (into: Map<number, Map<string, number>>, length: number, line: string) => {
    const byLine = into.get(length) ?? new Map<string, number>();
    byLine.set(line, (byLine.get(line) ?? 0) + 1);
    into.set(length, byLine);
  };
  for (const line of lines)
    for (const length of new Set(listLengths(line))) {
      count(lists.lines, length, line);
      if (AMOUNT.test(line)) count(lists.amounts, length, line);
    }
  return lists;
}

/** Whether a line other than `source` lists `length` values. */
const listedElsewhere = (lists: Map<number, Map<string, number>>, length: number, source: string) =>
  [...(lists.get(length)?.keys() ?? [])].some((line) => line !== source);

export function sizeFeatures(
  statements: readonly SizeStatement[],
  index: number,
  lists: LineLists,
  lineCount: number,
): number[] {
  const statement = statements[index];
  const { sizes, source } = statement;
  const flag = (value: boolean) => (value ? 1 : 0);
  const key = sizes.join('|').toLowerCase();
  const count = sizes.length;
  return [
    ...SIZE_KINDS.map((kind) => flag(statement.kind === kind)),
    flag(count === 1),
    flag(count >= 2 && count <= 3),
    flag(count >= 4),
    flag(sizes.every((size) => LETTER.test(size))),
    flag(sizes.every((size) => /^[A-Za-z\u00C0-\u017F'/ -]{3,}$/.test(size) && !LETTER.test(size))),
    flag(sizes.every((size) => /^[\d.\s/-]+$/.test(size))),
    flag(sizes.some((size) => AGES.test(size))),
    flag(count >= 2 && listedElsewhere(lists.lines, count, source)),
    flag(count >= 2 && listedElsewhere(lists.amounts, count, source)),
    flag(TOOL.test(source)),
    flag(AMOUNT.test(source)),
    flag(sizes.some((size) => UNIT_IN_SIZE.test(size))),
    statement.line < 0 ? 0 : statement.line / Math.max(1, lineCount),
    flag(statements.some((other, at) => at !== index && other.sizes.join('|').toLowerCase() === key)),
    // "32 (36, 40)\" chest circumference": sizes named by the body measure they fit or finish at.
    flag(count >= 2 && /\b(?:bust|chest|hips?|head|foot|hand)\b/i.test(source)),
    // Numbers that are the only sizes the text gives: no other statement names sizes in letters or words.
    flag(
      count >= 2 &&
        !statements.some((other) =>
          other.sizes.some((size) => LETTER.test(size) || /^[A-Za-z]{3,}/.test(size)),
        ),
    ),
    // Found where the rules look for sizes first (a sizes section, a finished bust or chest, "one size").
    flag(statement.sure >= 0.7),
  ];
}
