import { parseNumber } from './numbers.js';
import { sumLists } from './yardage-estimates.js';
import { readYarnAmounts, type YarnAmount } from './yarn-amounts.js';

/**
 * The amounts per size as a row of numbers, one per size, wherever on its line the unit is named: a table's row
 * ("Heather (845)  x  6  7  8  9  balls", "Yarn (g) | 100 | 150 | 150 | 200 |"), counts before a word of another
 * language ("8 / 9 / 10 gomitoli ... / balls"), a list parted by dashes inside brackets ("250 (300 – 350) g").
 */

// A count's unit, in English or in the languages translated patterns keep beside it.
const COUNT_WORD =
  /\b(?:skeins?|balls?|hanks?|cakes?|gomitoli|novelos|ovillos|pelotes?|madejas|knäuel|nøgler|nystan|kerää?|bolas)\b/i;
const GRAM_WORD = /(?:\d\s*|\b)(?:g|gr|grams?|grammes?)\b/i;
// A line that prints lengths is read by the rules; a row of counts or weights has none.
const LENGTH_WORD = /\d\s*(?:m|yds?|yards?|metres?|meters?)\b/i;
const COLOUR_ROW = /^(?:[A-H]\s+[A-Z]|MC\b|CC\d?\b|colou?r\s+\w|shade\s+\w)[^:]*:/i;
// "MC (Oat) 5 5 6 6 7 8": a table's row as a PDF's text comes out, the colour's label then its counts, no colon.
const COLOUR_CELLS = /^(?:MC|CC\d?|colou?r\s+[A-Z\d])\b(?:\s*\([^()]*\))?\s+\d/i;
const NUMBER_AT = /(?<![\w.,/])\d{1,4}(?:[.,]\d+)?(?![\w/])/g;
const SEPARATOR = /^[\s()[\],;:/|\u2013\u2014-]+$/;

/** The runs of numbers on a line set apart by nothing but separators ("8 / 9 / 10", "6   7   8   9", "3 (4, 5)"). */
export function numberRuns(line: string): number[][] {
  const runs: number[][] = [];
  let end = -1;
  for (const match of line.matchAll(NUMBER_AT)) {
    const value = parseNumber(match[0].replace(',', '.'));
    const joined = end >= 0 && SEPARATOR.test(line.slice(end, match.index));
    if (joined) runs[runs.length - 1].push(value);
    else runs.push([value]);
    end = match.index + match[0].length;
  }
  return runs;
}

/** The rows of counts and of grams with exactly one number per size on the lines given. */
export function perSizeRows(
  lines: readonly string[],
  sizeCount: number,
): { counts: number[][]; grams: number[][] } {
  const counts: number[][] = [];
  const grams: number[][] = [];
  if (sizeCount < 2) return { counts, grams };
  // The same line printed twice (a bilingual page) counts once.
  const seen = new Set<string>();
  for (const [index, line] of lines.entries()) {
    if (seen.has(line)) continue;
    seen.add(line);
    if (LENGTH_WORD.test(line)) continue;
    const rows = numberRuns(line).filter((run) => run.length === sizeCount);
    if (rows.length !== 1 || rows[0].some((value) => value <= 0)) continue;
    if (COUNT_WORD.test(line)) counts.push(rows[0]);
    // "Quantity (100 g skeins)" over "4 5 5 6 6 7 7 8": a materials box's label, its row of counts under it.
    else if (/^[\d\s.,]+$/.test(line) && COUNT_WORD.test(lines[index - 1] ?? '')) counts.push(rows[0]);
    else if (GRAM_WORD.test(line)) grams.push(rows[0]);
    // "A Apricot: 1 / 2 / 4": a colour's row of a table whose unit is the skein described above it.
    else if (
      (COLOUR_ROW.test(line) || COLOUR_CELLS.test(line)) &&
      rows[0].every((value) => Number.isInteger(value) && value <= 30)
    )
      counts.push(rows[0]);
  }
  return { counts, grams };
}

/** One skein's length in the text, with its weight when printed ("50 g balls of 135 m"). */
const unitOf = (text: string): YarnAmount | undefined =>
  readYarnAmounts(text).amounts.find((amount) => amount.perUnit || amount.grams !== undefined);

/** The rows added up, unless one of them is the others' total ("Total balls: 5 / 9 / 15"). */
function added(rows: number[][]): number[] | null {
  const sum = sumLists(rows);
  if (!sum || rows.length < 3) return sum;
  const total = rows.find((row) => row.every((value, index) => Math.abs(2 * value - sum[index]) < 0.01));
  return total ?? sum;
}

/**
 * The yards per size from rows of counts or of grams, at the length of one skein the text gives anywhere: the
 * rows added (colours), or the first row alone. Null where the text gives no such rows or no skein's length.
 */
export function rowsAtLength(
  lines: readonly string[],
  text: string,
  sizeCount: number,
): { counts: number[] | null; firstCount: number[] | null; grams: number[] | null } {
  const none = { counts: null, firstCount: null, grams: null };
  const { counts, grams } = perSizeRows(lines, sizeCount);
  if (counts.length === 0 && grams.length === 0) return none;
  const unit = unitOf(text);
  if (!unit) return none;
  const length = unit.yards[0];
  return {
    counts: added(counts)?.map((count) => count * length) ?? null,
    firstCount: counts.length > 1 ? counts[0].map((count) => count * length) : null,
    grams:
      unit.grams === undefined
        ? null
        : (added(grams)?.map((weight) => (weight / unit.grams!) * length) ?? null),
  };
}
