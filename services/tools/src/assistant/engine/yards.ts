import { METERS_PER_YARD } from '@yarn-mgmt/domain';
import type { Slots } from './engine.types.js';

/**
 * Lengths in a question: "skeins of 220 yd for 1 200 yds", "each ball is 200 yards", "a 1,100 yard sweater",
 * "100 g balls of 200 m". Metres are turned into whole yards. A length beside a skein, ball or hank is one
 * skein's; any other is the yards needed. Two lengths neither of which is said to be a skein's: the smaller
 * is the skein's.
 */

const NUMBER = String.raw`(\d{1,3}(?:[ ,]\d{3})+|\d+(?:\.\d+)?)`;
const UNIT = String.raw`(yds?|yards?|yrds?|m|metres?|meters?|mtrs?)`;
const LENGTH = new RegExp(String.raw`${NUMBER}\s?-?\s?${UNIT}(?![a-z])`, 'g');
const SKEIN = String.raw`(skeins?|balls?|hanks?|cakes?|bal+s?)`;
/** Said just before a skein's length: "skeins of", "each ball is", "a skein has". */
const BEFORE_SKEIN = new RegExp(
  String.raw`${SKEIN}\s+(of|with|at|has|have|is|are|contains?|holds?)\s*(about|around)?\s*$`,
);
/** Said just after it: "per skein", "a ball", "/skein", "skeins", "-yard hanks". */
const AFTER_SKEIN = new RegExp(String.raw`^\s*(per|a|an|each|in each|in a|in one|\/)?\s*${SKEIN}`);

const toNumber = (text: string) => Number(text.replace(/[ ,]/g, ''));
/** Not rounded: 800 m in balls of 100 m is 8 balls, which whole yards (875 in 109s) would make 8.03. */
const inYards = (amount: number, unit: string) => (unit.startsWith('m') ? amount / METERS_PER_YARD : amount);

interface Length {
  yards: number;
  perSkein: boolean;
  metres: boolean;
}

export function readYards(text: string): Pick<Slots, 'yardsNeeded' | 'yardsPerSkein' | 'inMetres'> {
  const lengths = readLengths(text);
  const metres = lengths.some((length) => length.metres);
  return { ...yardsOf(lengths), ...(metres && { inMetres: true }) };
}

function yardsOf(lengths: readonly Length[]): Pick<Slots, 'yardsNeeded' | 'yardsPerSkein'> {
  const perSkein = lengths.find((length) => length.perSkein);
  const others = lengths.filter((length) => !length.perSkein);
  if (perSkein) return { yardsPerSkein: perSkein.yards, ...(others[0] && { yardsNeeded: others[0].yards }) };
  if (others.length >= 2) {
    const [small, large] = [...others].sort((a, b) => a.yards - b.yards);
    return { yardsPerSkein: small.yards, yardsNeeded: large.yards };
  }
  return others[0] ? { yardsNeeded: others[0].yards } : {};
}

function readLengths(text: string): Length[] {
  const lengths: Length[] = [];
  for (const match of text.matchAll(LENGTH)) {
    const at = match.index;
    const before = text.slice(Math.max(0, at - 30), at);
    const after = text.slice(at + match[0].length, at + match[0].length + 20);
    const perSkein = BEFORE_SKEIN.test(before) || AFTER_SKEIN.test(after);
    const unit = match[2];
    lengths.push({ yards: inYards(toNumber(match[1]), unit), perSkein, metres: unit.startsWith('m') });
  }
  return lengths;
}
