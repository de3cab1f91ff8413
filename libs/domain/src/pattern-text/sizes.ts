export const ONE_SIZE = 'One size';

// "To fit chest 86 (97, 107) cm": the body part is not part of a size's name.
// So is the kind of size before a number: "Child 2 (4, 6) years", "EU shoe size 37/38 (39/40)", "UK dress size
// 8-10 (12-14)", "German 36/38 (40/42)", "Shoe size (EU): 36-37 (38-39)"; a wearer before a number ("Ladies'
// 10/12", "Lady's 34", "Unisex 36/38"), and before any first size the rest go without (withoutWearer).
const FIT_PREFIX =
  /^(?:sizes?\s*:?\s*)?(?:to fit\s*:?\s*)?(?:ages?\s*:?\s*(?=\d))?(?:(?:actual\s+|finished\s+)?(?:chest|bust|head|foot|hip|waist|hand|wrist|leg|calf|arm|neck)(?:\s+circumference)?\s*(?:of\s*)?:?\s*)?(?:(?:child(?:ren)?|kids?|baby|babies|toddlers?|adults?)\s+(?=\d))?(?:(?:EU|UK|US|AU|European|German|French|Italian|British|American|Australian)\s+)?(?:(?:(?:women'?s|men'?s|ladies'?|misses'?|kids'?)\s+)?(?:shoe|dress|clothing)\s+|(?:wom[ae]n'?s|men'?s|ladies'?|lady'?s|misses'?|unisex)\s+(?=\d))?(?:sizes?\s*(?:\((?:EU|UK|US|AU)\)\s*)?:?\s*(?=\d))?/i;
const AGE_UNIT = /^(years?|yrs?|months?|mos?)\b/i;
const MEASURE_UNIT = /\s*(?:"|''|in(?:ch(?:es)?)?|cm|chest|bust)\.?$/i;
// Sizes may hold a slash themselves: "S/M (L/XL)", "36/38 (40/42)".
const PAREN_FORM = /^(?<first>[^(),;]+?)\s*\((?<rest>[^()]+)\)\s*(?<after>.*)$/;

const LETTER = String.raw`(?:\d?X{0,4}[SML]|\d?X{1,4}L?)`;
// The sizing system named after the list: "42-44 / 46-48 (Italian sizes)", "5-6 / 7-8 / 9-10 (US)".
// Or "(adult shoe sizes)".
export const SIZE_SYSTEM_AFTER =
  /\s*\((?:US|UK|EU|AU|[A-Za-z]+(?:\s+[a-z]+)?\s+sizes?|sizes?\s+[A-Z]{2})\)\s*$/;
// "XS-S-M-L-XL", "2-4-6-8 years": three or more sizes joined by bare dashes (two, "XS-S", name one size).
const DASH_CHAIN = new RegExp(String.raw`^(?:${LETTER}|\d+)(?:-(?:${LETTER}|\d+)){2,}(?=\s|$)`);
const SLASH_CHAIN = new RegExp(
  String.raw`^(?:${LETTER}(?:\/${LETTER}){2,}|\d+(?:\.\d+)?(?:\/\d+(?:\.\d+)?){2,})(?=\s|$)`,
);
const LETTER_ROW = new RegExp(String.raw`^${LETTER}(?:\s+${LETTER})+(?=\s|$)`);

// A size has a name or a measure, not two ("48 x 60": a blanket's dimensions), nor a flat thing's width across
// ("Ø 90 cm", "90 cm across": a rug's or a mat's).
const plausible = (size: string) =>
  size.length > 0 &&
  size.length <= 20 &&
  size.split(/\s+/).length <= 3 &&
  !/\d\s*[x\u00D7]\s*\d/.test(size) &&
  !/[\u00D8\u2300]|\b(?:across|diameter|diam\.)(?!\w)/i.test(size);

function cleanSize(raw: string): string {
  return raw.trim().replace(MEASURE_UNIT, '').replace(MEASURE_UNIT, '').replace(/[.:]$/, '').trim();
}

const AGE = String.raw`[\d.]+(?:-[\d.]+)?`;
/** "2 - 4 - 6 years", "0-6 / 6-12 months": the unit printed after the last age belongs to every bare one before. */
function withAgeUnit(sizes: string[]): string[] {
  const unit = new RegExp(String.raw`^${AGE}\s+(years?|yrs?|months?|mths?|mos?)$`, 'i').exec(sizes.at(-1)!);
  const bare = new RegExp(String.raw`^${AGE}$`);
  return unit ? sizes.map((size) => (bare.test(size) ? `${size} ${unit[1]}` : size)) : sizes;
}

// A wearer printed once, before the first size ("Women's S (M, L)", "Men's small - medium - large"), names the list,
// not that size; where each size has its own ("Women's M (Men's L)") they tell the sizes apart and stay.
const WEARER =
  /^(?:wom[ae]n'?s|men'?s|ladies'?|lady'?s|misses'?|unisex|kids'?|children'?s|child'?s|girls'?|boys'?|toddlers?'?|adults?'?)\s+(?=\S)/i;

function withoutWearer(sizes: string[] | null): string[] | null {
  if (!sizes || sizes.length < 2 || !WEARER.test(sizes[0])) return sizes;
  if (sizes.slice(1).some((size) => WEARER.test(size) || /^(?:wom[ae]n|men|ladies|unisex|adult)/i.test(size)))
    return sizes;
  // "Child's 4 (6, 8) years": the age's unit, given to the others, is the first's too once its wearer is gone.
  const first = sizes[0].replace(WEARER, '');
  const unit = /^[\d.]+(?:-[\d.]+)?\s+(years?|yrs?|months?|mths?|mos?)$/i.exec(sizes[1]);
  return [/^[\d.]+(?:-[\d.]+)?$/.test(first) && unit ? `${first} ${unit[1]}` : first, ...sizes.slice(1)];
}

const ROW_UNIT = String.raw`years?|yrs?|months?|mths?|mos?`;
// A cell may pair two sizes: "XS-S", "M/L".
const ROW_TOKEN = String.raw`(?:(?:${LETTER}|XXS)(?:[-/](?:${LETTER}|XXS))?|\d+(?:[.,]\d+)?(?:\/\d+)?(?:-\d+(?:[.,]\d+)?)?)`;
// A size table's first row as a PDF's text comes out, its cells one space apart: "Size 1 2 3 4 5 6 7",
// "Age 2-3 4-5 6-7 8-9 years", "To fit age (months) 0-6 6-12 12-18 18-24".
const LABELLED_ROW = new RegExp(
  String.raw`^(?:sizes?|ages?|to\s+fit\s+(?:age|size)s?)\s*(?:\((?<unit>${ROW_UNIT})\))?\s*:?\s+(?<row>${ROW_TOKEN}(?:\s+${ROW_TOKEN})+)(?:\s+(?<after>${ROW_UNIT}))?\.?$`,
  'i',
);

/** The sizes of a size table's first row, its label first (see LABELLED_ROW); null for any other line. */
export function labelledSizeRow(statement: string): string[] | null {
  const match = LABELLED_ROW.exec(statement.trim());
  if (!match?.groups) return null;
  const unit = match.groups.unit ?? match.groups.after;
  const sizes = match.groups.row.split(/\s+/);
  return unit ? sizes.map((size) => (/^[\d.,/-]+$/.test(size) ? `${size} ${unit}` : size)) : sizes;
}

function bracketsApart(value: string): string[] | null {
  const tokens = value.split(/[\s()]+/).filter(Boolean);
  const unit = AGE_UNIT.exec(tokens.at(-1)!) ? tokens.pop() : undefined;
  if (tokens.length < 3 || !tokens.every((token) => new RegExp(String.raw`^${ROW_TOKEN}$`, 'i').test(token)))
    return null;
  return unit ? tokens.map((token) => (/^[\d.,/-]+$/.test(token) ? `${token} ${unit}` : token)) : tokens;
}

/** The sizes in a size statement: "XS (S, M)", "S, M, L", "XS / S / M", "2 (4, 6) years", "Adult". */
export function parseSizeList(statement: string): string[] | null {
  const row = labelledSizeRow(statement);
  if (row) return row;
  // "Micro-preem (under 2 lb) / Preemie (2-4 lb)": the baby's weight each size is for, not part of its name.
  // "Bust circumference (buttoned): 34 (38, 42)": an aside before the label's colon is no size either.
  const value = statement
    .replace(/\s*\((?:under|over|up to|about)?\s*\d[\d.\s-]*\s*(?:lbs?|kg)\)/gi, '')
    .replace(/\s*\([a-z ,]{1,24}\)(?=\s*:)/gi, '');
  return withoutWearer(inEnglish(englishUnit(value)) ?? readSizeList(englishUnit(value)));
}

/**
 * "2-4 (4-6, 6-8) vuotta / years", "2 - 4 - 6 år / years", "4 / 6 / 8 ans (years)": an age's unit in two languages,
 * English second.
 */
export const englishUnit = (value: string): string =>
  value.replace(
    /\s+[^\s\d/()]+\s*(?:\/\s*(years?|months?)|\((years?|months?)\))\s*$/i,
    (_, slash, bracket) => ` ${slash ?? bracket}`,
  );

/**
 * "Enfant (Adulte P, Adulte G) / Child (Adult S, Adult L)": the names in two languages, English second as the
 * label printed them ("Tailles / Sizes"); the second half when both halves name as many sizes, in words.
 */
function inEnglish(value: string): string[] | null {
  const halves = value.split(/\s+\/\s+/);
  // "3 mois (6 mois, 12 mois) / 3 (6, 12) months": ages in two languages, the English unit second.
  if (
    halves.length === 2 &&
    /\b(?:months?|years?)\s*$/i.test(halves[1]) &&
    !/\b(?:months?|years?)\b/i.test(halves[0])
  ) {
    const [first, second] = halves.map((half) => readSizeList(half));
    if (first && second && first.length >= 2 && first.length === second.length) return second;
  }
  if (halves.length !== 2 || /\d/.test(value)) return null;
  const [first, second] = halves.map((half) => readSizeList(half.replace(/^[^:]*:\s*/, '')));
  return first && second && first.length >= 2 && first.length === second.length ? second : null;
}

// "96 - 102 - 107 cm / 38 - 40 - 42 in": the same measures in the other system, after the first.
const OTHER_SYSTEM =
  /^(?<first>.*?\d\s*(?<unit>cm|ins?|inches|"))\s*[/(]\s*\d[\d\s.,:;[\]()/-]*\s*(?<other>cm|ins?|inches|")\)?\s*$/i;
const withoutOtherSystem = (value: string): string => {
  const match = OTHER_SYSTEM.exec(value);
  if (!match?.groups) return value;
  const metric = (unit: string) => unit.toLowerCase() === 'cm';
  return metric(match.groups.unit) !== metric(match.groups.other) ? match.groups.first : value;
};

function readSizeList(statement: string): string[] | null {
  // "approx. 75 x 90 cm": the word of a measurement is no size's name.
  const value = withoutOtherSystem(statement)
    .replace(FIT_PREFIX, '')
    .replace(/^(?:approx(?:imately|\.)?|about|ca\.)\s*/i, '')
    // A closing aside that measures the sizes, not names them: "S - M - L (hand circumference 7 - 8 - 9")".
    .replace(
      /\s*\((?=[^()]*\b(?:circumference|to fit|fits|measures?|around|ease|hand|head|foot|chest|bust)\b)[a-z][^()]*\)\s*$/,
      '',
    )
    // "XS, S, M, L (shown in size M)": the sample's size, said after the list.
    .replace(/\s*\((?=[^()]*\b(?:shown|sample|pictured|photographed|worn|model)\b)[^()]*\)\s*$/i, '')
    .replace(SIZE_SYSTEM_AFTER, '')
    .trim();
  // "Free size", as Japanese, Korean and Chinese patterns say it, is one size too.
  if (/^(?:one|free)[\s-]size\b/i.test(value)) return [ONE_SIZE];
  const paren = PAREN_FORM.exec(value);
  // "0-3 (3-6) 6-9 (9-12) 12-18 months": every other size in brackets, all of them sizes.
  const alternating = paren?.groups && /^[\dXSML]/.test(paren.groups.after) ? bracketsApart(value) : null;
  if (alternating) return alternating;
  if (paren?.groups) {
    // "36/38 (40/42 – 44/46)": sizes in the brackets parted by commas, colons or spaced dashes.
    let sizes = [paren.groups.first, ...paren.groups.rest.split(/\s*[,;:]\s*|\s+[-\u2013\u2014]\s+/)].map(
      cleanSize,
    );
    const unit = AGE_UNIT.exec(paren.groups.after);
    // "2 (4, 6) years": the unit printed once belongs to every size.
    if (unit) sizes = sizes.map((size) => (/^[\d\s./-]+$/.test(size) ? `${size} ${unit[1]}` : size));
    // "Newborn (0-3, 3-6, 6-12 months)": or printed after the last size, inside the brackets.
    return sizes.every(plausible) && sizes.length > 1 ? withAgeUnit(sizes) : null;
  }
  // "S/M/L/XL", "102/112/122/132 cm": three or more joined by bare slashes are a list ("S/M" names one size).
  const slashes = SLASH_CHAIN.exec(value);
  if (slashes) return slashes[0].split('/');
  const chain = DASH_CHAIN.exec(value);
  if (chain) {
    const unit = AGE_UNIT.exec(value.slice(chain[0].length).trim());
    const sizes = chain[0].split('-');
    return unit ? sizes.map((size) => (/^\d+$/.test(size) ? `${size} ${unit[1]}` : size)) : sizes;
  }
  // "XS S M L XL": letter sizes one space apart, perhaps over the measurements.
  const letters = LETTER_ROW.exec(value);
  if (letters) return letters[0].split(/\s+/);
  // "S - M - L" and "36/38 - 40/42" are lists; "XS-S" is one size.
  // "1-2 : 3-4 : 5-6 years": a colon set apart by spaces, as some leaflets print a size row.
  for (const separator of [/\s+\/\s+/, /\s+-\s+/, /\s+:\s+/, /\s*,\s*/]) {
    // "6 months, 12 months, 18 months and 24 months": the last "and" parts two sizes as the commas do.
    const parts = (/,/.test(value) ? value.replace(/,?\s+and\s+(?=\S)/i, ', ') : value).split(separator);
    if (parts.length < 2) continue;
    const sizes: string[] = [];
    for (const part of parts) {
      const size = cleanSize(part.split(/\s{2,}|(?<!\b[Ee]xtra)\s(?=[A-Z][a-z]{3,})/)[0]);
      if (!plausible(size)) break;
      sizes.push(size);
      if (part.trim() !== size && !MEASURE_UNIT.test(part.trim())) break;
    }
    if (sizes.length > 1) return withAgeUnit(sizes);
  }
  const single = cleanSize(value.split(/[.;(]/)[0]);
  return plausible(single) && !/\d\s*x\s*\d/.test(single) && /[A-Za-z0-9]/.test(single) ? [single] : null;
}

const INSTRUCTION = /^(?:cast|bind|work|rep(?:eat)?|dec|inc|knit|purl|pick)\b|^[kp]\d/i;

/**
 * A size read where the list was misread: cut through its brackets ("(S) M (L"); in millimetres, which measure a
 * needle or a hook, never a garment ("Size 7 (4.5 mm) needles"); with a label left in it ("SIZES: 42-44", "14: 16");
 * a step of the instructions ("Cast off 3 (3, 4, 4) sts", "Next round: K112 (123, 134)"); or the thing a cosy is made
 * to fit, by what it holds ("To fit an 8-cup (1 litre) cafetière"), or the one thing it fits ("To fit a 7 cm (2¾ in)
 * bauble"); or a shop's hours ("Open Tue-Sat 10-5, Sun 12-4"); or stitches ("3 dc, ch 2"), or "Aprox." alone.
 */
export const misreadSize = (size: string): boolean =>
  /[()[\]]/.test(size.replace(/\([^()]*\)/g, '')) ||
  /\dmm\b|\bmm\b/i.test(size) ||
  /:\s/.test(size) ||
  INSTRUCTION.test(size) ||
  /\d[\s-]*(?:cups?|litres?|liters?|l|ml|pints?|fl\.?\s*oz)\b/i.test(size) ||
  /\b(?:mon|tue|wed|thu|fri|sat|sun)(?:day)?\b/i.test(size) ||
  /^an?\s+\d/i.test(size) ||
  /\b(?:dc|sc|hdc|htr|dtr|ch|sh|sts?)\b|^(?:aprox|approx|ca|about)\.?$/i.test(size);
