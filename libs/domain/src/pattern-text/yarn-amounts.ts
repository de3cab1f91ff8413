import { COLOUR_LENGTH_BEFORE, COLOURS_BEFORE, countTimes, EACH_AFTER, UNIT } from './count-times.js';
import { readCounts, sampleUse, type UnitCount } from './yarn-counts.js';
import { clauseBefore, NOT_YARN_AFTER, NOT_YARN_BEFORE } from './yarn-clauses.js';
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
  /** Needed besides the rest ("an extra 10 yds for the pompom"), never all of it. */
  extra?: boolean;
  /** A colour's own length ("Color C: about 15 yds"); see estimate(). */
  colourLength?: boolean;
  /** The grams of the skein a per-unit length belongs to ("100 g / 200 m"), when printed. */
  grams?: number;
}

export type { UnitCount } from './yarn-counts.js';

/** A weight of yarn the pattern needs, per size: "300 (350, 400) g". */
export interface GramAmount {
  grams: number[];
  start: number;
}

// Not a number inside a code ("BRC0502-003528M"); not a notion's length ("1 yd. narrow ribbon", "1 m of elastic",
// "2 yards cotton tape"), though ribbon or tape yarn is yarn.
const AMOUNT = new RegExp(
  String.raw`(?<![\dA-Za-z]|[\dA-Za-z]-)${NUMBER_LIST}(?!\d)\s*(?<unit>yards?|yds?|metres?|meters?|mtrs?|m|feet|ft)\b(?![\d'])(?!\.?\s*(?:of\s+)?(?:[a-z-]+\s+){0,2}(?:ribbon|elastic|tape|cording|bias binding|piping|webbing)\b(?![\s-]+yarn))`,
  'gi',
);
const GRAMS = new RegExp(
  String.raw`(?<!\d)${NUMBER_LIST}(?!\d)\s*(?:g|grams?|gr)\b(?!\s*(?:(?:x|per|a|each|every|\/)\s*)?(?:skeins?|balls?|hanks?|cakes?|cones?|donuts?|spools?))`,
  'gi',
);
const ABOUT = String.raw`(?:approx(?:imately|\.)?\s*|about\s*|ca\.?\s*)?`;
// A skein's weight beside its length: "50 g / 175 m", "50 g balls, approx. 90 m", "50 g = approx. 125 m",
// "50 g balls of 135 m", "Each 100 g ball is approx. 300 m".
const UNIT_GRAMS_BEFORE = new RegExp(
  // "25 g/ball, approx. 70 m": the unit after a slash.
  String.raw`(\d+)\s*(?:gr?|grams?)\s*\)?\s*(?:(?:per\s+|\/\s*)?${UNIT})?\s*(?:[/,;=(-]|\b(?:of|is|has|measures)\b)?\s*${ABOUT}$`,
  'i',
);
const UNIT_GRAMS_AFTER = /^\s*(?:\/|per|,|=)?\s*(?:approx\.?\s*)?(\d+)\s*(?:gr?|grams?)\b/i;
const PER_UNIT_BEFORE = [
  new RegExp(
    // "each 50 g ball = 120 m": the ball's weight may come between.
    String.raw`\b(?:per|each|a|every)\s+(?:\d+\s*g\s+)?${UNIT}\s*(?:of|contains?|has|is)?\s*${ABOUT}[:=]?\s*$`,
    'i',
  ),
  // "50 g balls, approx. 98 m", "1 (2) x 100 g skein (425 m".
  new RegExp(String.raw`\b${UNIT}\s*[,(]?\s*(?:of\s+)?${ABOUT}$`, 'i'),
  new RegExp(String.raw`\bcontain(?:s|ing)?\s*${ABOUT}$`, 'i'),
  new RegExp(String.raw`\beach\s*,?\s*${ABOUT}$`, 'i'),
  // A weight in grams or ounces just before: "100 g / 200 m", "4 oz / 113 g, 125 yds", "7 oz (198 g), 364 yd",
  // "6 oz/170 g (106 yd", "40 g per ball, approx. 110 m".
  // "100 gr = 280 meter": a translation's abbreviation of grams.
  new RegExp(String.raw`\d\s*(?:gr?|grams?|oz)\s*\)?\s*(?:per\s+${UNIT}\s*)?[/,;=(-]?\s*${ABOUT}$`, 'i'),
  // A label defining the unit: "Each skein: 7 oz (198 g), 364 yd", "1 ball = 40 g, approx. 80 m".
  new RegExp(String.raw`\b(?:each|per|one|1|every)\s+${UNIT}\s*[:=][^;:]{0,30}$`, 'i'),
];
const PER_UNIT_AFTER = [
  // "134 yd (123 m)/1.75 oz (50 g)": the weight after the other system's parenthesis.
  /^\s*\)?\s*(?:\/|per|,|=)?\s*(?:approx\.?\s*)?\d+(?:\.\d+)?\s*(?:g|oz)\b/i,
  // "(106 yd/97 m) balls": the unit named straight after its length.
  // "(175 yd. balls)": an old leaflet's abbreviation's full stop between.
  new RegExp(String.raw`^\.?\s*\)?\s*${UNIT}\b`, 'i'),
  // "155 m (170 yds) per 50 g ball": the closing parenthesis of the other system before "per".
  new RegExp(String.raw`^\s*\)?\s*(?:per|a|\/|each)\s*(?:${UNIT}|\d+\s*g)`, 'i'),
];
// "1 x 100 g ball of Special DK (295 m": the length of the one ball counted.
const ONE_UNIT_OF = new RegExp(
  String.raw`\b(?:1|one|a)\s*(?:x\s*\d+\s*g\s*)?${UNIT}\s+of\s+[^;:()]{2,40}\(\s*${ABOUT}$` +
    // "One ounce of this 3-ply ran to about 200 yards": an old yarn's length per ounce, in a note.
    String.raw`|\b(?:1|one|an?)\s+(?:ounce|oz\.?)\s+(?:of\s+[^;:()]{2,30}?\s+)?(?:ran|runs|gave|gives|went|goes)\s+(?:to\s+)?${ABOUT}$`,
  'i',
);
const YARN_USED = /\bused\b[^()]*\((?!\s*(?:approx|about|ca\b|~))[^()]*$/;
// "an extra ~10 yds", "plus 20 m", "an additional 15 yds": yarn needed besides the rest.
const EXTRA_BEFORE = /\b(?:extra|additional|plus|another)\s*[~]?\s*(?:approx(?:imately|\.)?\s*|about\s*)?$/i;
// Between the yards and the metres of one amount: "900 yds / 823 m", "400 yds (366 m)".
const PAIR_GAP = /^\s*[/(]\s*(?:approx\.?\s*)?$/;

/** Two lists of lengths per size, one in metres and one in yards, that are the same lengths (within rounding). */
const inOtherUnit = (
  a: { yards: number[]; metres: boolean },
  b: { yards: number[]; metres: boolean },
): boolean =>
  a.metres !== b.metres &&
  a.yards.length >= 2 &&
  a.yards.length === b.yards.length &&
  a.yards.every((yards, index) => Math.abs(yards - b.yards[index]) <= yards * 0.02 + 1);

function readAmounts(text: string): YarnAmount[] {
  const raw = [...text.matchAll(AMOUNT)].map((match) => {
    const unit = match.groups!.unit.toLowerCase();
    const metres = unit.startsWith('m');
    // "2 spools of jute twine, 300 ft each": a length in feet, as a hardware store's twine is sold.
    const perValue = metres ? YARDS_PER_METRE : unit.startsWith('f') ? 1 / 3 : 1;
    const values = parseNumberList(match.groups!.list);
    return {
      yards: values.map((value) => value * perValue),
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
    // "Metres: 1050 (1140, 1230) m" then "Yards: 1148 (1247, 1345) yds": the same amounts per size on lines of their
    // own, a table's two rows; not two colours.
    const restated = sameAmount ? undefined : merged.find((earlier) => inOtherUnit(earlier, amount));
    if (restated) {
      if (!amount.metres) restated.yards = amount.yards;
      restated.metres = false;
    } else if (!sameAmount) merged.push({ ...amount });
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
    const each = EACH_AFTER.test(after);
    const times = colours && each ? (countWord(colours[1]) ?? 1) : 1;
    const perUnit =
      times === 1 &&
      (PER_UNIT_BEFORE.some((p) => p.test(before)) ||
        PER_UNIT_AFTER.some((p) => p.test(after)) ||
        each ||
        ONE_UNIT_OF.test(text.slice(Math.max(0, start - 70), start)));
    const total = /\btotal\b/i.test(after.slice(0, 12)) || /\btotal\b\s*[:=]?\s*$/i.test(before);
    const grams = UNIT_GRAMS_BEFORE.exec(before)?.[1] ?? UNIT_GRAMS_AFTER.exec(after)?.[1];
    const colourLength = !perUnit && COLOUR_LENGTH_BEFORE.test(text.slice(Math.max(0, start - 60), start));
    const extra = !perUnit && (colourLength || EXTRA_BEFORE.test(before));
    return {
      yards,
      start,
      end,
      perUnit,
      total,
      times,
      ...(extra ? { extra } : {}),
      ...(colourLength ? { colourLength } : {}),
      ...(grams ? { grams: Number(grams) } : {}),
    };
  });
}

// "50 g = approx. 91 m", "50 g = ca. 105 m", "100 g, about 200 m": the weight is the skein's.
const GAP_AFTER_LENGTH = new RegExp(String.raw`^\s*(?:[/=,;-]|per)?\s*${ABOUT}$`, 'i');
// "50 g (115 m)": the length in parentheses after the weight.
const GAP_BEFORE_LENGTH = new RegExp(String.raw`^\s*\)?\s*(?:[/=,;(-]|per)?\s*${ABOUT}$`, 'i');

/** Weights the pattern needs: not a skein's weight next to its length ("100 g / 200 m") nor "50 g balls". */
function readGrams(text: string, amounts: YarnAmount[], counted: boolean): GramAmount[] {
  return (
    [...text.matchAll(GRAMS)]
      // "Dreamtime 8 ply (50 g): 3 (4) balls": a weight alone in parentheses beside counted balls is the ball's.
      .filter(
        (match) =>
          !counted ||
          !/\(\s*$/.test(text.slice(0, match.index)) ||
          !/^\s*\)/.test(text.slice(match.index + match[0].length)),
      )
      .filter((match) => {
        const end = match.index + match[0].length;
        // Joined to a length as one skein's description ("100 g / 200 m", "7 oz (198 g), 364 yd", "200 m, 100 g"),
        // not after the parenthesis that closes it ("(50 g = 125 m), 250 g").
        const joined = (gap: string, pattern: RegExp) => gap.length < 12 && pattern.test(gap);
        return !amounts.some(
          (a) =>
            (a.start >= end && joined(text.slice(end, a.start), GAP_BEFORE_LENGTH)) ||
            (match.index >= a.end && joined(text.slice(a.end, match.index), GAP_AFTER_LENGTH)),
        );
      })
      .filter(
        (match) => !/(?:=|\bx|\bper|\beach)\s*$/i.test(text.slice(Math.max(0, match.index - 8), match.index)),
      )
      // "20 g toy stuffing", "50 g of plastic pellets": a weight of something other than yarn.
      // "Toy stuffing, 25g", "Polyester filling: 40 g": or named before it.
      .filter(
        (match) =>
          !NOT_YARN_AFTER.test(text.slice(match.index + match[0].length)) &&
          !NOT_YARN_BEFORE.test(text.slice(Math.max(0, match.index - 40), match.index)),
      )
      // "420 g / 11 balls", "400 g = 4 Knäuel / balls": the weight of the balls counted beside it, the same yarn
      // twice ("(1 ball = 50 g)" defines a ball instead).
      .filter(
        (match) =>
          !new RegExp(String.raw`^\s*[/(,=]\s*\d+\s*(?:[^\s\d/]+\s*\/\s*)?(?:${UNIT})\b(?!\s*=)`, 'i').test(
            text.slice(match.index + match[0].length, match.index + match[0].length + 30),
          ),
      )
      // A sample's use beside the weights or the skeins the pattern asks for: "My sample used 37 g of MC and 22 g
      // of CC", "1 skein (100 g = 800 m). The sample used 92 g."
      .filter((match, _, all) => {
        const used = (m: RegExpMatchArray) => sampleUse(text, m.index!, m.index! + m[0].length);
        return !used(match) || (!counted && all.every(used));
      })
      .map((match) => {
        const times = countTimes(text, match.index, match.index + match[0].length);
        return {
          grams: parseNumberList(match.groups!.list).map((grams) => grams * times),
          start: match.index,
        };
      })
  );
}

/** The yarn lengths, skein counts and weights in a stretch of text. */
export function readYarnAmounts(text: string): {
  amounts: YarnAmount[];
  counts: UnitCount[];
  grams: GramAmount[];
} {
  // "One of my testers used 3 skeins of a 350m yarn": a length in what a sample used, beside the need, is not more;
  // not the length of the yarn a sample was made in, described in brackets ("I used Thick & Quick (#6, 106 yds)").
  const read = readAmounts(text);
  const described = (a: YarnAmount) => YARN_USED.test(text.slice(Math.max(0, a.start - 120), a.start));
  const used = read.filter((a) => !a.perUnit && sampleUse(text, a.start, a.end) && !described(a));
  const amounts = used.length < read.length ? read.filter((a) => !used.includes(a)) : read;
  const counted = readCounts(text);
  // "300 (350, 400) g", then "the sample used 6 balls": the weights per size are the need, the sample's balls not.
  const onlySample = counted.length > 0 && counted.every((count) => count.sample);
  const grams = readGrams(text, amounts, counted.length > 0 && !onlySample);
  const counts = onlySample && grams.some((g) => g.grams.length > 1) ? [] : counted;
  return { amounts, counts, grams };
}
