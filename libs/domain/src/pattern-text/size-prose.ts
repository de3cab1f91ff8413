import { countWord } from './numbers.js';
import { parseSizeList } from './sizes.js';

/**
 * Sizes a pattern names in a sentence rather than a list: "This pattern is written in three sizes, Small, Medium
 * and Large, to fit ...", "The blanket comes in three sizes: Baby (Lap, Bed).", "Directions are for Small Size
 * (8-10). Changes for Medium Size (12-14) and Large Size (16-18) are in parentheses."
 */

const IN_SIZES =
  /\b(?:in|into)\s+(two|three|four|five|six|seven|eight|[2-8])\s+sizes?\s*[:,]?\s*(?<list>.+?)(?=\s*(?:[.;]|,\s*(?:to fit|with|from|for)\b|\s+to fit\b|$))/i;
const DIRECTIONS =
  /\bdirections\s+(?:are\s+)?(?:given\s+)?for\s+(?<first>.+?)[.;]\s*changes\s+for\s+(?<rest>.+?)\s+(?:are|is)\s+(?:given\s+)?in\b/i;
// "The top is written for sizes S, M, L and XL.", "given for sizes XS (S, M)", "larger sizes are given in brackets:
// S (M, L, XL)": the sizes the instructions are written for, named in a sentence.
const FOR_SIZES =
  /\b(?:(?:written|given|worked|designed|available|sized)\s+(?:in|for)\s+sizes?|(?:in\s+)?(?:brackets|parenthes[ie]s)\s*:)\s*:?\s*(?<list>[^.;:]+?)\s*(?=[.;]|$)/gi;
// "Small Size (8-10)": a named size with its dress sizes beside it; "Size 14", "Sizes 16, 18 and 20".
const SIZE_WORD = /^sizes?\s+(?=\S)|\s+sizes?(?:\s*\([^()]*\))?$/i;

const named = (part: string) => part.trim().replace(SIZE_WORD, '').trim();

/** "S, M and L": the last "and" parts two sizes as the commas do. */
export const andAsComma = (list: string): string => list.replace(/,?\s+(?:and|&)\s+(?=\S)/i, ', ');

export function sizesInProse(text: string): string[] | null {
  const counted = IN_SIZES.exec(text);
  if (counted?.groups) {
    const expected = countWord(counted[1].toLowerCase());
    const sizes = parseSizeList(andAsComma(counted.groups.list));
    if (sizes && sizes.length === expected) return sizes;
  }
  for (const written of text.matchAll(FOR_SIZES)) {
    const sizes = parseSizeList(andAsComma(written.groups!.list));
    if (sizes && sizes.length >= 2) return sizes;
  }
  const directions = DIRECTIONS.exec(text);
  if (directions?.groups) {
    const rest = andAsComma(directions.groups.rest)
      .split(/\s*,\s*/)
      .map(named);
    const sizes = [named(directions.groups.first), ...rest];
    if (sizes.every((size) => size.length > 0 && size.length <= 20)) return sizes;
  }
  return null;
}
