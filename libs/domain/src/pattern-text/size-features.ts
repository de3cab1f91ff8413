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
] as const;

const LETTER = /^(?:\d?X{0,4}[SML]|\d?X{1,4}L?|XXS|XS)$/i;
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

/** The feature vector of `statements[index]` (in SIZE_FEATURES' order); `lines` are the non-blank lines. */
export function sizeFeatures(
  statements: readonly SizeStatement[],
  index: number,
  lines: readonly string[],
): number[] {
  const statement = statements[index];
  const { sizes, source } = statement;
  const flag = (value: boolean) => (value ? 1 : 0);
  const key = sizes.join('|').toLowerCase();
  const count = sizes.length;
  const others = lines.filter((line) => line !== source);
  const elsewhere = others.flatMap(listLengths);
  const amounts = others.filter((line) => AMOUNT.test(line)).flatMap(listLengths);
  return [
    ...SIZE_KINDS.map((kind) => flag(statement.kind === kind)),
    flag(count === 1),
    flag(count >= 2 && count <= 3),
    flag(count >= 4),
    flag(sizes.every((size) => LETTER.test(size))),
    flag(sizes.every((size) => /^[A-Za-z\u00C0-\u017F'/ -]{3,}$/.test(size) && !LETTER.test(size))),
    flag(sizes.every((size) => /^[\d.\s/-]+$/.test(size))),
    flag(sizes.some((size) => AGES.test(size))),
    flag(count >= 2 && elsewhere.includes(count)),
    flag(count >= 2 && amounts.includes(count)),
    flag(TOOL.test(source)),
    flag(AMOUNT.test(source)),
    flag(sizes.some((size) => UNIT_IN_SIZE.test(size))),
    statement.line < 0 ? 0 : statement.line / Math.max(1, lines.length),
    flag(statements.some((other, at) => at !== index && other.sizes.join('|').toLowerCase() === key)),
  ];
}
