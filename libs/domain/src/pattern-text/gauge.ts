import type { PatternReading } from '@yarn-mgmt/contracts';
import { centimetresToGaugeInches, parseNumber } from './numbers.js';
import { excerpt, sectionsOf, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';

// What a gauge counts: stitches by any name a knitter or crocheter uses (not repeats, tiles or mesh squares),
// abbreviated with a full stop in older leaflets ("8 sts. and 10 rows").
// Old thread leaflets space the crochet abbreviations: "9 s c = 1 inch", "9 d c make 1 inch".
const STITCH = String.raw`(?:sts?|stitch(?:es)?|loops|s\s?c|h\s?d\s?c|d\s?c|tr|htr|tss)\b\.?`;
const ROW = String.raw`(?:rows?|rnds?|rounds?|ridges?)\b`;
// A whole number and a fraction as older and American patterns print it: "6 1/2 sts = 1"", "4 1/2 rows"; never the
// fraction's denominator alone ("1/2 sts" is not 2).
const NUM = String.raw`(?<![\d.])(?<!\d\/)\d+(?:\.\d+)?(?:\s+[1-9]\/(?:2|3|4|8)(?![\d/]))?`;
// A parenthesis after a count: "20 sts (pairs)", "44 rows (22 garter ridges)".
const ASIDE = String.raw`(?:\s*\([^()]{0,30}\))?`;
// "10 x 10 cm", "10 × 10 cm": a square, printed with a letter x or a multiplication sign.
const MEASURE = String.raw`(?<measure>${NUM})\s*(?:[x\u00D7]\s*${NUM}\s*)?(?<unit>cm\b|centimet(?:er|re)s?\b|in(?:ch(?:es)?)?\b|"|'')`;
// "22 sts & 28 rnds / 4"": a slash stands for "per".
const LINK = String.raw`[\s)]*(?:(?:=|:|to|per|over|measures?|in|across|makes?|is|\/)\s*){1,2}(?:approx(?:imately|\.)?\s*)?`;

// "24 stitches in width and 32 rows vertically = 10 x 10 cm": the direction each count is measured in.
const ACROSS = String.raw`(?:\s+(?:in\s+width|wide|across|horizontally))?`;
const DOWN = String.raw`(?:\s+(?:in\s+height|high|vertically|in\s+length|long))?`;
const ROWS = String.raw`(?:\s*(?:and|x|\u00D7|by|,|&|\+|\/|over)\s*(?<rows>${NUM})\s*${ROW}${ASIDE}${DOWN})?`;

const GAUGE = new RegExp(
  String.raw`(?<stitches>${NUM})\s*${STITCH}${ASIDE}${ACROSS}${ROWS}` +
    // "12 sts x 14 rows in sc = 4 inches", "22 stitches in stockinette stitch on 4 mm needle = 10 cm": the stitch
    // pattern (and needle) named before the equals sign.
    // Or named straight after the counts: "20 sts x 26 rows stockinette stitch on 4.5 mm needles = 10 x 10 cm",
    // "22 sts and 12 rows of dc = 10 cm".
    String.raw`(?:\s+(?:(?:in|over|with|on|using|of)\s+)?[\w.' ]{2,45}?(?=\s*=))?${LINK}${MEASURE}`,
  'gi',
);
// "1 ripple repeat (14 sts) = 4 inches", "3 pattern repeats (12 sts) and 9 rows = 4"": the stitch count inside
// a repeat's parenthesis.
const REPEAT_GAUGE = new RegExp(
  String.raw`\((?<stitches>${NUM})\s*${STITCH}\)${ROWS}${LINK}${MEASURE}`,
  'gi',
);
// "5 sts per inch", "5 sts/in", "8 sts and 11 rnds per inch", "8 sts. and 10 rows to one inch".
const PER_INCH = new RegExp(
  String.raw`(?<stitches>${NUM})\s*${STITCH}${ROWS}\s*(?:per|\/|an?|(?:to|in)\s+(?:one|an?|the))\s*(?<unit>inch|in\b|cm\b)`,
  'gi',
);

// "10 cm = 22 sts and 30 rows", "10 cm square = 22 sts x 30 rows": the measure first, as translations print it.
const MEASURE_FIRST = new RegExp(
  // "A 10 cm square in stocking stitch with needles no. 4 = 22 sts and 30 rows".
  String.raw`${MEASURE}\s*(?:square\b[^=:;]{0,50}?)?\s*(?:=|:)\s*(?<stitches>${NUM})\s*${STITCH}${ROWS}`,
  'gi',
);

// "10 meshes and 11 rows = 10 cm", "4 tiles x 4 rows of tiles = 4\"", "9 tiles across and 9 tiles up = 10 cm": a filet
// mesh or a C2C tile is the unit the knitter counts, recorded as the gauge's stitches.
// "5 sps = 1 inch": a thread leaflet's chain spaces.
const MESH_WORD = String.raw`(?:mesh(?:es)?(?:\s+(?:spaces?|squares?))?|tiles?|blocks?|sps)`;
const MESH_GAUGE = new RegExp(
  String.raw`(?<stitches>${NUM})\s*${MESH_WORD}\b${ACROSS}(?:\s*(?:and|x|\u00D7|by|,|&)\s*(?<rows>${NUM})\s*(?:${ROW}(?:\s+of\s+\w+)?|tiles?\s+(?:up|tall|high)))?${LINK}${MEASURE}`,
  'gi',
);

type Gauge = NonNullable<PatternReading['gauge']>['value'];

// "3 fans and 8 rows = 4 inches ... one fan = 5 dc", "5 fans × 12 rows = 10 × 10 cm (1 fan = 5 dc)": repeats of a
// stitch pattern, counted in stitches where the text says how many one holds.
const REPEAT_WORD = String.raw`(?:fans?|shells?|clusters?|v-stitch(?:es)?|v-sts?)`;
const REPEATS_GAUGE = new RegExp(
  String.raw`(?<repeats>${NUM})\s*(?<word>${REPEAT_WORD})\b${ASIDE}${ROWS}${LINK}${MEASURE}`,
  'gi',
);
const ONE_REPEAT = new RegExp(
  String.raw`\b(?:one|1|each)\s+(?<word>${REPEAT_WORD})\s*(?:=|is|has|measures|of)\s*(?<stitches>\d+)\s*${STITCH}`,
  'i',
);

/** The repeats' gauge in stitches, from what one repeat holds anywhere in the text; null where it never says. */
function repeatsGauge(match: RegExpExecArray, text: string): Gauge | null {
  const one = ONE_REPEAT.exec(text);
  const word = (value: string) => value.toLowerCase().replace(/e?s$/, '');
  if (!one?.groups || word(one.groups.word) !== word(match.groups!.word)) return null;
  return gaugeOf(match.groups!, parseNumber(match.groups!.repeats) * parseNumber(one.groups.stitches));
}

/** The gauge a match's groups give: its stitches (or `stitches` given), rows and width in inches. */
function gaugeOf(groups: Record<string, string | undefined>, given?: number): Gauge | null {
  const stitches = given ?? parseNumber(groups.stitches!);
  const rows = groups.rows ? parseNumber(groups.rows) : null;
  const unit = groups.unit!.toLowerCase();
  const measure = groups.measure ? parseNumber(groups.measure) : 1;
  const inches = unit.startsWith('c') ? centimetresToGaugeInches(measure) : measure;
  if (!(stitches > 0) || !(inches > 0) || stitches > 200 || inches > 12) return null;
  return { stitches, rows, inches };
}

// "12 sts = 4" (10 cm); 7 rows = 4" (10 cm)": the rows given in a clause of their own, right after the stitches.
const ROWS_AFTER = new RegExp(
  String.raw`^\s*(?:\([^()]{0,20}\))?\s*[;,]?\s*(?:and\s+)?(?<rows>${NUM})\s*${ROW}${LINK}${MEASURE}`,
  'i',
);

/** The rows of a stitch gauge printed without them, from the clause after it, over the same width. */
function rowsAfter(gauge: Gauge, after: string): { rows: number; length: number } | null {
  const match = ROWS_AFTER.exec(after);
  if (!match?.groups) return null;
  const unit = match.groups.unit.toLowerCase();
  const measure = parseNumber(match.groups.measure);
  const inches = unit.startsWith('c') ? centimetresToGaugeInches(measure) : measure;
  if (!(inches > 0)) return null;
  return { rows: (parseNumber(match.groups.rows) * gauge.inches) / inches, length: match[0].length };
}

function restatedAfter(
  matches: RegExpMatchArray[],
  end: number,
  text: string,
  gauge: Gauge,
): { gauge: Gauge; end: number } | null {
  const next = matches.find((m) => m.index! >= end && /^\s*\/\s*$/.test(text.slice(end, m.index)));
  const other = next && !next.groups?.repeats ? gaugeOf(next.groups!) : null;
  return other && other.rows !== null && other.stitches === gauge.stitches && other.inches === gauge.inches
    ? { gauge: other, end: next!.index! + next![0].length }
    : null;
}

function firstGauge(text: string): { gauge: Gauge; source: string } | null {
  const matches = [GAUGE, REPEAT_GAUGE, PER_INCH, MEASURE_FIRST, REPEATS_GAUGE, MESH_GAUGE]
    .flatMap((pattern) => [...text.matchAll(pattern)])
    .sort((a, b) => a.index - b.index);
  for (const match of matches) {
    const gauge = match.groups?.repeats ? repeatsGauge(match, text) : gaugeOf(match.groups!);
    if (!gauge) continue;
    let end = match.index + match[0].length;
    const rows = gauge.rows === null ? rowsAfter(gauge, text.slice(end, end + 60)) : null;
    if (rows) {
      gauge.rows = rows.rows;
      end += rows.length;
    }
    // "22 dc i 12 redova = 10 cm / 22 dc and 12 rows = 10 cm": the same gauge in English after a slash, its rows
    // read where the first language's were not.
    const restated = gauge.rows === null ? restatedAfter(matches, end, text, gauge) : null;
    if (restated) {
      gauge.rows = restated.gauge.rows;
      end = restated.end;
    }
    return { gauge, source: excerpt(text, match.index, end, 20) };
  }
  return null;
}

/** Stitches (and rows) over a measured width: in the gauge or tension section first, else anywhere. */
export function readGauge(document: PatternDocument): Pick<PatternReading, 'gauge'> {
  for (const section of sectionsOf(document, 'gauge')) {
    const found = firstGauge(section.text);
    if (found)
      return { gauge: readingField(found.gauge, found.gauge.rows === null ? 0.85 : 0.95, found.source) };
  }
  const anywhere = firstGauge(document.text);
  return anywhere ? { gauge: readingField(anywhere.gauge, 0.6, anywhere.source) } : {};
}
