import { NUMBER, parseNumber, YARDS_PER_METRE } from './numbers.js';
import type { Estimate } from './yardage-estimates.js';

/** The yarn needed read off one line per size: its length, or its skeins or balls at one skein's length. */

const TABLE_ROW = new RegExp(
  // "S: 750 yds", "Baby 60 yds": the size is one of the sizes, so a space may part it from its amount.
  // "XS - 33\" finished bust - 1,050 yds": a measurement may come between the size and its amount.
  // "Size 3 - finished bust 102 cm (40\") - 760 m / 831 yds": the word before the size.
  String.raw`^(?:size\s+)?(?<size>[^:=]{1,24}?)\s*(?:[:=-]|\s)\s*(?:[^:=]{0,30}?\s[-:\u2013\u2014]\s+)?(?<n>${NUMBER})\s*(?<unit>yards?|yds?|metres?|meters?|m)\b`,
  'i',
);
// '34": 519 yds' names the size '34': a measure's inch mark or unit is not part of the size's name.
const key = (size: string) =>
  size
    .trim()
    .toLowerCase()
    .replace(/\s*(?:["\u201d\u2033]|''|in\.?|cm)$/, '');

/** "S: 750 yds" / "M: 840 yds": one line per size. */
export function readTable(lines: string[], sizes: readonly string[]): Estimate | null {
  const bySize = new Map<string, number>();
  for (const line of lines) {
    const row = TABLE_ROW.exec(line);
    if (!row?.groups) continue;
    const size = sizes.find((s) => key(s) === key(row.groups!.size));
    if (!size) continue;
    const value = parseNumber(row.groups.n);
    bySize.set(size, row.groups.unit.toLowerCase().startsWith('m') ? value * YARDS_PER_METRE : value);
  }
  if (bySize.size < 2 || bySize.size !== sizes.length) return null;
  return { yards: sizes.map((size) => bySize.get(size)!), confidence: 0.9 };
}

// "Size 1 - to fit bust 76-81 cm (30-32 in) - 5 balls": a line per size that counts its skeins or balls.
const COUNT_ROW = new RegExp(
  String.raw`^(?:size\s+)?(?<size>[^:=]{1,24}?)\s*(?:[:=\u2013\u2014-]|\s)\s*(?:[^:=]{0,60}?\s[-:\u2013\u2014]\s+)?(?<n>${NUMBER})\s*(?:balls?|skeins?|hanks?)\b`,
  'i',
);

/** "Size 1 - ... - 5 balls" / "Size 2 - ... - 6 balls": one line per size, its count at one skein's length. */
export function readCountTable(lines: string[], sizes: readonly string[], skein: number): Estimate | null {
  const bySize = new Map<string, number>();
  for (const line of lines) {
    const row = COUNT_ROW.exec(line);
    const size = row?.groups && sizes.find((s) => key(s) === key(row.groups!.size));
    if (size) bySize.set(size, parseNumber(row.groups!.n) * skein);
  }
  if (bySize.size < 2 || bySize.size !== sizes.length) return null;
  return { yards: sizes.map((size) => bySize.get(size)!), confidence: 0.8 };
}
