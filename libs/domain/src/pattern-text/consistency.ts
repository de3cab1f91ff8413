/**
 * Cross-field checks on a reading: fields that do not hang together (amounts per size that are not one per size, a
 * sweater's yardage a hat would need, a gauge or a needle far from the yarn weight's, a title that reads as a
 * header) are read less surely. Each check only lowers confidence below 0.5, whatever the text's phrasing; it
 * never changes a value.
 */
import type { PatternReading, PatternReadingField } from '@yarn-mgmt/contracts';
import {
  CROCHET_GAUGE,
  CYC_CATEGORY,
  HAT_YARDS,
  HOOK_MM,
  KNIT_GAUGE,
  NEEDLE_MM,
  SWEATER_YARDS,
} from './yarn-standards.js';
import { isMasthead } from './title-lines.js';

/** The confidence a reading that fails a check gets at most: below the 0.5 the user is told to check. */
export const INCONSISTENT = 0.45;

type Range = readonly [number, number];
const within = (value: number, [low, high]: Range) => value >= low && value <= high;

const GARMENT =
  /\b(?:pullover|sweater|jumper|cardigan|cardi|vest|waistcoat|gilet|tee|t-shirt|top(?![\s-]down)|tank|tunic|yoke|hoodie|jacket|coat|dress)\b/i;
const HAT = /\b(?:hat|beanie|cap|toque|beret|tam|bonnet)\b/i;

/** What the category's published range allows, widened: children's sizes below it, the largest sizes above. */
function yardageRange(title: string, category: number | undefined): Range | null {
  const widen = (ranges: readonly Range[], below: number, above: number): Range => {
    const [low, high] =
      category === undefined
        ? [Math.min(...ranges.map((r) => r[0])), Math.max(...ranges.map((r) => r[1]))]
        : ranges[category];
    return [low / below, high * above];
  };
  if (GARMENT.test(title)) return widen(SWEATER_YARDS, 5, 2.5);
  if (HAT.test(title)) return widen(HAT_YARDS, 4, 3);
  return null;
}

/** The yardage: one row per size, in the range the item and yarn weight allow. */
function yardageFails(reading: PatternReading, category: number | undefined): boolean {
  const rows = reading.yardage?.value;
  if (!rows?.length) return false;
  const sizes = reading.sizes?.value;
  if (rows.length > 1 && sizes && sizes.length > 1 && rows.length !== sizes.length) return true;
  const range = reading.title ? yardageRange(reading.title.value, category) : null;
  return range !== null && rows.some((row) => !within(row.yards, range));
}

/** A gauge a yarn of that weight is worked at (lace is worked loose, so no lower bound), rows in proportion. */
function gaugeFails(reading: PatternReading, category: number | undefined): boolean {
  const gauge = reading.gauge?.value;
  if (!gauge) return false;
  const stitches = (gauge.stitches / gauge.inches) * 4;
  if (gauge.rows !== null && !within(gauge.rows / gauge.stitches, [0.3, 3])) return true;
  if (category === undefined) return false;
  const crochet = reading.craft_type?.value === 'crochet';
  const [low, high] = (crochet ? CROCHET_GAUGE : KNIT_GAUGE)[category];
  // Wide margins: a yarn held double or an open stitch pattern moves the gauge a category or two.
  const range: Range = crochet ? [low * 0.4, high * 2] : [category === 0 ? 0 : low * 0.4, high * 1.6];
  return !within(stitches, range);
}

/** Needles (or hooks) near the yarn weight's and near one another: not a notion's or another project's size. */
function toolsFail(reading: PatternReading, category: number | undefined): boolean {
  const sizes = (reading.needle_sizes?.value ?? []).flatMap((tool) => (tool.mm === null ? [] : [tool.mm]));
  if (sizes.length === 0) return false;
  if (Math.max(...sizes) / Math.min(...sizes) >= 2) return true;
  if (category === undefined) return false;
  const crochet = reading.craft_type?.value === 'crochet';
  const [low, high] = (crochet ? HOOK_MM : NEEDLE_MM)[category];
  // Amigurumi is crocheted tight on small hooks; lace (and a yarn held double) on far larger needles.
  const range: Range = [low * (crochet ? 0.5 : 0.6), high * (category === 0 ? 3 : 2)];
  return sizes.some((mm) => !within(mm, range));
}

/**
 * Sizes of one kind: not a first size carrying words the bare numbers after it lack ("dress size 8-10", "12-14"),
 * nor a list read from a statement with a second bracketed group after it ("1 (2, 3) (4, 5)").
 */
function sizesFail(reading: PatternReading): boolean {
  const sizes = reading.sizes?.value;
  if (!sizes || sizes.length < 2) return false;
  const [first, ...rest] = sizes;
  const labelled = /[a-z]{3,}/i.test(first) && /\d/.test(first) && rest.every((size) => !/[a-z]/i.test(size));
  return labelled || /\)\s*\(\s*\d/.test(reading.sizes!.source);
}

// Numbers per size as printed: "88 (96, 104, 112)", "1,100 (1,200, 1,300)", "90 / 100 / 110".
const N = String.raw`(?:\d{1,3}(?:,\d{3})+(?![\d.])|\d+(?:\.\d+)?)`;
const BRACKET_LIST = new RegExp(String.raw`(?<![\d.,])${N}\s*\(\s*${N}(?:\s*[,;:]\s*${N})+\s*\)`, 'g');
const SLASH_LIST = new RegExp(String.raw`(?<![\d/.,])${N}(?:\s*\/\s*${N}){2,}(?![\d/])`, 'g');
const NUMBERS = new RegExp(N, 'g');

/**
 * The sizes' count against the text's lists of numbers per size (stitch counts, measurements, amounts): when two
 * or more lists of three or more agree on a count and none has the sizes' count, the sizes are doubtful.
 */
function sizesDisagreeWithLists(reading: PatternReading, lines: readonly string[]): boolean {
  const sizes = reading.sizes?.value;
  if (!sizes) return false;
  const counts = new Map<number, number>();
  for (const line of lines)
    for (const match of [...line.matchAll(BRACKET_LIST), ...line.matchAll(SLASH_LIST)]) {
      const length = match[0].match(NUMBERS)!.length;
      if (length >= 3) counts.set(length, (counts.get(length) ?? 0) + 1);
    }
  if (counts.has(sizes.length)) return false;
  return [...counts.values()].some((times) => times >= 2);
}

// A header, not a name: a number first, a code, a series, book or shop line, parts set between dots or bars.
const HEADER_TITLE =
  /^\d|\b[A-Z]{1,4}-?[A-Z]?\d{2,}\b|\b(?:chapter|leaflet|issue|edition|volume|magazine|collection|translated|booklet)\b|\b(?:pattern|part|clue|week)\s+\d+|^(?:book|part|section)\s+(?:\d+|[ivx]+|one|two|three|four|five|six)\b|\bfree\s+(?:knit(?:ting)?\s+|crochet\s+)?patterns?\b|\s[\u00B7|]\s|^from\s/i;

// Or a shop's or mill's name, perhaps in two languages: "Hill Yarns / Filatures Hill".
const titleFails = (reading: PatternReading): boolean =>
  reading.title !== undefined && (HEADER_TITLE.test(reading.title.value) || isMasthead(reading.title.value));

// A size named by what a table's other rows measure or count: "Length", "Yarn", "balls".
const NOT_A_SIZE =
  /^(?:lengths?|widths?|chest|bust|hips?|waist|sleeves?|yarns?|balls?|skeins?|hanks?|yards?|yds|metres?|meters?|grams?|cm|mm|inch(?:es)?|oz)$/i;
const sizeNamesFail = (reading: PatternReading): boolean =>
  reading.sizes?.value.some((size) =>
    size.split(/\s+/).some((word) => NOT_A_SIZE.test(word.replace(/[^a-z]/gi, ''))),
  ) ?? false;

// "on larger needle", "with the smaller hook": the text works with two sizes of the tool at least.
const TWO_TOOLS = /\b(?:larger|smaller|bigger)\s+(?:size\s+)?(?:needles?|hooks?|circular|dpns?)\b/i;
const oneToolOfTwo = (reading: PatternReading, lines: readonly string[]): boolean =>
  reading.needle_sizes?.value.length === 1 && lines.some((line) => TWO_TOOLS.test(line));

// An amount per size as printed, three or more numbers before their unit: "150 : 200 : 250 g", "4 / 5 / 6 balls".
const AMOUNT_LIST = new RegExp(
  String.raw`(?<![\d.,])${N}(?:\s*[:/]\s*${N}){2,}\s*(?:g|grams?|yds?|yards?|m|metres?|meters?|balls?|skeins?|hanks?|oz)\b`,
  'i',
);
/** One amount read where the yarn is given per size: the reading kept one of the sizes' amounts, or their sum. */
const oneAmountOfMany = (reading: PatternReading, lines: readonly string[]): boolean =>
  reading.yardage?.value.length === 1 && lines.some((line) => AMOUNT_LIST.test(line));

/** A designer who is the title again, or has a number in the name. */
const designerFails = (reading: PatternReading): boolean =>
  reading.designer !== undefined &&
  (/\d/.test(reading.designer.value) ||
    reading.designer.value.toLowerCase() === reading.title?.value.toLowerCase());

/**
 * The reading with each field that fails a check at INCONSISTENT confidence at most; `lines`, the text's lines,
 * for the checks against what the text prints besides the fields.
 */
export function checkConsistency(reading: PatternReading, lines: readonly string[] = []): PatternReading {
  const weight = reading.yarn_weight?.value;
  const category = weight === undefined ? undefined : CYC_CATEGORY[weight];
  const failed: PatternReadingField[] = [];
  if (yardageFails(reading, category)) failed.push('yardage');
  if (
    reading.yardage &&
    reading.sizes &&
    yardageFails({ yardage: reading.yardage, sizes: reading.sizes }, category)
  )
    failed.push('sizes');
  if (gaugeFails(reading, category)) failed.push('gauge', 'yarn_weight');
  if (toolsFail(reading, category)) failed.push('needle_sizes');
  // Amounts per size keyed on doubtful sizes are as doubtful.
  if (sizesFail(reading))
    failed.push('sizes', ...(reading.yardage?.value.some((row) => row.size) ? ['yardage' as const] : []));
  if (sizesDisagreeWithLists(reading, lines)) failed.push('sizes');
  if (titleFails(reading)) failed.push('title');
  if (sizeNamesFail(reading))
    failed.push('sizes', ...(reading.yardage?.value.some((row) => row.size) ? ['yardage' as const] : []));
  if (oneToolOfTwo(reading, lines)) failed.push('needle_sizes');
  if (oneAmountOfMany(reading, lines)) failed.push('yardage');
  if (designerFails(reading)) failed.push('designer');
  const checked: PatternReading = { ...reading };
  for (const field of new Set(failed)) {
    const found = checked[field];
    if (found)
      Object.assign(checked, { [field]: { ...found, confidence: Math.min(found.confidence, INCONSISTENT) } });
  }
  return checked;
}
