import { countWord, NUMBER_LIST, parseNumberList, YARDS_PER_METRE } from './numbers.js';

/** A length of yarn in the text, per size when it is a list; `yards` unrounded. */
export interface YarnAmount {
  yards: number[];
  start: number;
  end: number;
  /** The length of one skein or ball ("220 yds / 100 g", "balls of 50 m"), not what the pattern needs. */
  perUnit: boolean;
  /** Said to be the total ("1100 yds in total"). */
  total: boolean;
  /** "4 colours, 240 yds each": the amount is needed this many times. */
  times: number;
}

/** A number of skeins or balls, per size when it is a list. */
export interface UnitCount {
  counts: number[];
  start: number;
}

const AMOUNT = new RegExp(
  String.raw`${NUMBER_LIST}\s*(?<unit>yards?|yds?|metres?|meters?|mtrs?|m)\b(?![\d'])`,
  'gi',
);
const COUNT = new RegExp(
  String.raw`${NUMBER_LIST}\s*(?:x\s*)?(?:\d+\s*g\s*)?(?<unit>skeins?|balls?|hanks?|cakes?|cones?|donuts?)\b`,
  'gi',
);
const UNIT = String.raw`(?:skein|ball|hank|cake|cone|unit)s?`;
const ABOUT = String.raw`(?:approx(?:imately|\.)?\s*|about\s*|ca\.?\s*)?`;
const PER_UNIT_BEFORE = [
  new RegExp(
    String.raw`\b(?:per|each|a|every)\s+${UNIT}\s*(?:of|contains?|has|is)?\s*${ABOUT}[:=]?\s*$`,
    'i',
  ),
  new RegExp(String.raw`\b${UNIT}\s+(?:of\s+)?${ABOUT}$`, 'i'),
  new RegExp(String.raw`\bcontain(?:s|ing)?\s*${ABOUT}$`, 'i'),
  /\d\s*g\s*[/,=-]?\s*$/i,
];
const PER_UNIT_AFTER = [
  /^\s*(?:\/|per|,|=)?\s*(?:approx\.?\s*)?\d+\s*g\b/i,
  new RegExp(String.raw`^\s*(?:per|a|\/|each)\s*(?:${UNIT}|\d+\s*g)`, 'i'),
];
const COLOURS_BEFORE = /\b(\d+|two|three|four|five|six)\s+(?:colou?rs|shades|colorways)\b[^.;]*$/i;
// Between the yards and the metres of one amount: "900 yds / 823 m", "400 yds (366 m)".
const PAIR_GAP = /^\s*[/(]\s*(?:approx\.?\s*)?$/;

/** The text of the clause before a position: from the last ";" or sentence end. */
function clauseBefore(text: string, index: number, room = 40): string {
  const window = text.slice(Math.max(0, index - room), index);
  const cut = Math.max(window.lastIndexOf(';'), window.search(/(?<!approx|ca)\.\s(?=[^.]*$)/));
  return cut >= 0 ? window.slice(cut + 1) : window;
}

function readAmounts(text: string): YarnAmount[] {
  const raw = [...text.matchAll(AMOUNT)].map((match) => {
    const metres = match.groups!.unit.toLowerCase().startsWith('m');
    const values = parseNumberList(match.groups!.list);
    return {
      yards: values.map((value) => (metres ? value * YARDS_PER_METRE : value)),
      metres,
      start: match.index,
      end: match.index + match[0].length,
    };
  });
  // One amount printed in both systems counts once, in yards.
  const merged: typeof raw = [];
  for (const amount of raw) {
    const previous = merged.at(-1);
    const sameAmount =
      previous &&
      previous.metres !== amount.metres &&
      previous.yards.length === amount.yards.length &&
      PAIR_GAP.test(text.slice(previous.end, amount.start)) &&
      Math.abs(previous.yards[0] - amount.yards[0]) <= previous.yards[0] * 0.15;
    if (!sameAmount) merged.push({ ...amount });
    else {
      if (!amount.metres) previous.yards = amount.yards;
      previous.metres = false;
      previous.end = amount.end;
    }
  }
  return merged.map(({ yards, start, end }) => {
    const before = clauseBefore(text, start);
    const after = text.slice(end, end + 30);
    const colours = COLOURS_BEFORE.exec(text.slice(Math.max(0, start - 40), start));
    const each = /^\s*each\b/i.test(after);
    const times = colours && each ? (countWord(colours[1]) ?? 1) : 1;
    const perUnit =
      times === 1 &&
      (PER_UNIT_BEFORE.some((p) => p.test(before)) || PER_UNIT_AFTER.some((p) => p.test(after)) || each);
    const total = /\btotal\b/i.test(after.slice(0, 12)) || /\btotal\b\s*[:=]?\s*$/i.test(before);
    return { yards, start, end, perUnit, total, times };
  });
}

/** "1 ball each of MC and CC", "CC1 and CC2 1 skein each": one count for each of the things named. */
function countTimes(text: string, start: number, end: number): number {
  const clauseStart = Math.max(text.lastIndexOf(';', start), text.lastIndexOf(',', start)) + 1;
  const nextStop = text.slice(end).search(/[;,(]/);
  const clause = text.slice(clauseStart, nextStop < 0 ? text.length : end + nextStop);
  if (!/\beach\b/i.test(clause.slice(end - clauseStart))) return 1;
  return 1 + (clause.match(/\sand\s/gi)?.length ?? 0);
}

function readCounts(text: string): UnitCount[] {
  return [...text.matchAll(COUNT)].map((match) => {
    const times = countTimes(text, match.index, match.index + match[0].length);
    return { counts: parseNumberList(match.groups!.list).map((count) => count * times), start: match.index };
  });
}

/** The yarn lengths and skein counts in a stretch of text. */
export function readYarnAmounts(text: string): { amounts: YarnAmount[]; counts: UnitCount[] } {
  return { amounts: readAmounts(text), counts: readCounts(text) };
}
