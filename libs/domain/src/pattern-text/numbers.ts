/** Numbers as patterns print them, and the unit conversions the reading needs. */

export const YARDS_PER_METRE = 1 / 0.9144;

/** Whole yards in a length of metres. */
export const metresToYards = (metres: number): number => Math.round(metres * YARDS_PER_METRE);

/** A gauge measured over centimetres, in inches: 10 cm is the knitter's 4 in, other lengths to the half inch. */
export function centimetresToGaugeInches(cm: number): number {
  if (Math.abs(cm - 10) < 0.01) return 4;
  return Math.max(0.5, Math.round((cm / 2.54) * 2) / 2);
}

/** "1,200" → 1200, "4.00" → 4, "3 1/4" → 3.25, "1/2" → 0.5. */
export function parseNumber(raw: string): number {
  const text = raw.trim();
  const mixed = /^(\d+)\s+(\d+)\/(\d+)$/.exec(text);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const fraction = /^(\d+)\/(\d+)$/.exec(text);
  if (fraction) return Number(fraction[1]) / Number(fraction[2]);
  return Number(text.replace(/,(?=\d{3}\b)/g, ''));
}

/** One number: "1,200", "4.5", "3 1/4". */
export const NUMBER = String.raw`\d{1,3}(?:,\d{3})+(?!\d)|\d+(?:\.\d+)?(?:\s+\d\/\d)?`;

/**
 * A number per size as patterns print it: "800 (950, 1100)", "6 [6: 7]" (brackets are folded to parentheses),
 * "800 / 900 / 1000", "150 : 200 : 250 g", "250-300-350 g" or "400, 450, 500 g" (commas, the unit straight after); one number alone is a list of one, and two joined by a dash are a range
 * ("850-950 yds"). Named group `list`.
 */
export const NUMBER_LIST = String.raw`(?<list>(?:${NUMBER})(?:\s*\(\s*(?:${NUMBER})(?:\s*[,;:]\s*(?:${NUMBER}))*\s*\)|(?:\s*\/\s*(?:${NUMBER}))+|(?:\s*-\s*(?:${NUMBER}))+|(?:\s+:\s+(?:${NUMBER}))+|(?:,\s+(?:${NUMBER}))+(?=\s*(?:g|grams?|yards?|yds?|metres?|meters?|m|skeins?|balls?)\b))?)`;

/** The numbers of a NUMBER_LIST match, first size first; a range of two is its top, what the knitter must have. */
export function parseNumberList(list: string): number[] {
  const numbers = list
    .replace(/[()]/g, ' ')
    // A comma before exactly three digits is a thousands separator ("1,200"); any other separates sizes.
    .split(/\s*[;:/-]\s*|,(?!\d{3}(?!\d))\s*|\s+(?=\d)(?!\d\/)/)
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map(parseNumber);
  const range = /^[^(]*-[^(]*$/.test(list) && numbers.length === 2 && numbers[1] > numbers[0];
  return range ? [numbers[1]] : numbers;
}

const WORD_NUMBERS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
};

/** "2" or "two" → 2; null for anything else. */
export function countWord(word: string): number | null {
  if (/^\d+$/.test(word)) return Number(word);
  return WORD_NUMBERS[word.toLowerCase()] ?? null;
}

/** Adds per-size lists: a list of one is the same for every size. */
export function addPerSize(a: number[], b: number[]): number[] | null {
  if (a.length === 1) return b.map((value) => value + a[0]);
  if (b.length === 1) return a.map((value) => value + b[0]);
  if (a.length !== b.length) return null;
  return a.map((value, index) => value + b[index]);
}
