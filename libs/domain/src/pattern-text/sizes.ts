import type { PatternReading } from '@yarn-mgmt/contracts';
import { sectionsOf, type PatternDocument } from './pattern-document.js';
import { readingField } from './reading-field.js';

export const ONE_SIZE = 'One size';

// "To fit chest 86 (97, 107) cm": the body part is not part of a size's name.
// So is the kind of size before a number: "Child 2 (4, 6) years", "EU shoe size 37/38 (39/40)", "UK dress size
// 8-10 (12-14)", "German 36/38 (40/42)", "Shoe size (EU): 36-37 (38-39)"; a wearer before a number ("Ladies'
// 10/12", "Lady's 34", "Unisex 36/38"), and before any first size the rest go without (withoutWearer).
const FIT_PREFIX =
  /^(?:sizes?\s*:?\s*)?(?:to fit\s*:?\s*)?(?:ages?\s*:?\s*(?=\d))?(?:(?:actual\s+|finished\s+)?(?:chest|bust|head|foot|hip|waist)(?:\s+circumference)?\s*(?:of\s*)?:?\s*)?(?:(?:child(?:ren)?|kids?|baby|babies|toddlers?|adults?)\s+(?=\d))?(?:(?:EU|UK|US|AU|European|German|French|Italian|British|American|Australian)\s+)?(?:(?:(?:women'?s|men'?s|ladies'?|misses'?|kids'?)\s+)?(?:shoe|dress|clothing)\s+|(?:wom[ae]n'?s|men'?s|ladies'?|lady'?s|misses'?|unisex)\s+(?=\d))?(?:sizes?\s*(?:\((?:EU|UK|US|AU)\)\s*)?:?\s*(?=\d))?/i;
const AGE_UNIT = /^(years?|yrs?|months?|mos?)\b/i;
const MEASURE_UNIT = /\s*(?:"|''|in(?:ch(?:es)?)?|cm|chest|bust)\.?$/i;
// Sizes may hold a slash themselves: "S/M (L/XL)", "36/38 (40/42)".
const PAREN_FORM = /^(?<first>[^(),;]+?)\s*\((?<rest>[^()]+)\)\s*(?<after>.*)$/;

const LETTER = String.raw`(?:\d?X{0,4}[SML]|\d?X{1,4}L?)`;
const LETTER_ROW = new RegExp(String.raw`^${LETTER}(?:\s+${LETTER})+(?=\s|$)`);

// A size has a name or a measure, not two ("48 x 60": a blanket's dimensions).
const plausible = (size: string) =>
  size.length > 0 && size.length <= 20 && size.split(/\s+/).length <= 3 && !/\d\s*[x\u00D7]\s*\d/.test(size);

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
const WEARER = /^(?:wom[ae]n'?s|men'?s|ladies'?|lady'?s|misses'?|unisex|kids'?|children'?s)\s+(?=\S)/i;

function withoutWearer(sizes: string[] | null): string[] | null {
  if (!sizes || sizes.length < 2 || !WEARER.test(sizes[0])) return sizes;
  if (sizes.slice(1).some((size) => WEARER.test(size) || /^(?:wom[ae]n|men|ladies|unisex)/i.test(size)))
    return sizes;
  return [sizes[0].replace(WEARER, ''), ...sizes.slice(1)];
}

/** The sizes in a size statement: "XS (S, M)", "S, M, L", "XS / S / M", "2 (4, 6) years", "Adult". */
export function parseSizeList(statement: string): string[] | null {
  return withoutWearer(readSizeList(statement));
}

function readSizeList(statement: string): string[] | null {
  // "approx. 75 x 90 cm": the word of a measurement is no size's name.
  const value = statement
    .replace(FIT_PREFIX, '')
    .replace(/^(?:approx(?:imately|\.)?|about|ca\.)\s*/i, '')
    // A closing aside that measures the sizes, not names them: "S - M - L (hand circumference 7 - 8 - 9")".
    .replace(
      /\s*\((?=[^()]*\b(?:circumference|to fit|fits|measures?|around|ease|hand|head|foot|chest|bust)\b)[a-z][^()]*\)\s*$/,
      '',
    )
    .trim();
  if (/^one[\s-]size\b/i.test(value)) return [ONE_SIZE];
  const paren = PAREN_FORM.exec(value);
  if (paren?.groups) {
    let sizes = [paren.groups.first, ...paren.groups.rest.split(/\s*[,;:]\s*/)].map(cleanSize);
    const unit = AGE_UNIT.exec(paren.groups.after);
    // "2 (4, 6) years": the unit printed once belongs to every size.
    if (unit) sizes = sizes.map((size) => (/^[\d\s./-]+$/.test(size) ? `${size} ${unit[1]}` : size));
    return sizes.every(plausible) && sizes.length > 1 ? sizes : null;
  }
  // "XS S M L XL": letter sizes one space apart, perhaps over the measurements.
  const letters = LETTER_ROW.exec(value);
  if (letters) return letters[0].split(/\s+/);
  // "S - M - L" and "36/38 - 40/42" are lists; "XS-S" is one size.
  // "1-2 : 3-4 : 5-6 years": a colon set apart by spaces, as some leaflets print a size row.
  for (const separator of [/\s+\/\s+/, /\s+-\s+/, /\s+:\s+/, /\s*,\s*/]) {
    const parts = value.split(separator);
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

// Sizes named only by the garment's finished bust or chest: "Finished bust: 34 (37.5, 41)\"".
const FINISHED_BUST =
  /^(?:finished|actual)\s+(?:bust|chest)(?:\s+circumference)?\s*(?:measurements?)?\s*:?\s*(.+)$/i;
// "Finished size 32 (36, 40)" chest circumference": the sizes named by the finished chest the line goes on to name.
const FINISHED_SIZE_CHEST =
  /^finished\s+(?:sizes?|measurements?)\s*:?\s*(?<list>\d[^a-z]*?)\s*(?:"|in(?:ches)?\.?|cm)?\s*(?:at\s+(?:the\s+)?)?(?:bust|chest)\b/i;
const CHEST_LINE = /^(?:bust|chest)(?:\s+circumference)?\s*:\s*(.+)$/i;
const FINISHED_BUST_HEADING =
  /^(?:finished|actual)\s+(?:bust|chest)(?:\s+(?:circumference|measurements?))*\s*:?$/i;
// Made to fit a body in one size without saying "one size": "to fit an average adult head", "fits most adults".
// A baby, child or wearer named without a list of sizes after it: "fits a baby of about 3-5 lb", "fits an average
// woman's head", "fits most heads"; not "to fit a child 2 (4, 6) years".
const FITS_ONE =
  /\b(?:to fit|fits?)\s+(?:an?\s+|most\s+)?(?:average\s+)?(?:(?:adults?|wom[ae]n|m[ae]n|teens?|bab(?:y|ies)|newborns?|preemies?|child(?:ren)?|toddlers?|kids?)(?:'s)?\b(?:\s+(?:head|hand|foot|feet|neck))?|(?:heads?|hands?|feet)\b)(?![^.;\n]*\d\s*[([]\s*\d)/i;

// A garment or accessory given by one body measurement ("Finished measurements: Bust 96 cm, length 56 cm", "hand
// circumference 19 cm"): made in one size, though the text never says so.
const ONE_MEASUREMENT =
  /^(?:finished\s+)?(?:measurements?|dimensions|size)\s*:?\s*(?:[a-z]+\s+){0,2}?(?:bust|chest|head|hand|foot|wrist)(?:\s+circumference)?\s*:?\s*\d+(?:\.\d+)?\s*(?:cm|"|in(?:ches)?)\b(?!\s*[(/-]\s*\d)/i;
// The same heading on a line of its own, perhaps in brackets, over the measurement: "[Finished measurements]".
const MEASURE_HEADING = /^[[(]?\s*((?:finished\s+)?(?:measurements?|dimensions|size))\s*[\])]?\s*:?$/i;
// One measurement, or one range of it ("54-56 cm"), not a list of them ("50 - 54 - 58 cm", "50 (54) cm").
const ONE_VALUE = String.raw`\d+(?:\.\d+)?(?:\s*-\s*\d+(?:\.\d+)?)?\s*(?:cm|"|in(?:ch(?:es)?)?)(?![\w(])(?!\s*[(/-]\s*\d)`;
// "Finished circumference 50 cm", "Head circumference: 54-56 cm": one size when the title names an item made to
// fit (a cowl's is not a size).
const ONE_CIRCUMFERENCE = new RegExp(
  String.raw`^(?:finished\s+)?(?:(?:head|hand|palm|foot|wrist)\s+)?circumference\s*:?\s*${ONE_VALUE}`,
  'i',
);
// "Fits a hand 7-8\" around", "to fit an adult head 20-22\"": a body part of one measurement.
const FITS_BODY_PART = new RegExp(
  String.raw`\b(?:to fit|fits?|for)\s+\d+(?:\.\d+)?\s*-?\s*(?:in(?:ch(?:es)?)?\.?|"|cm)\s+(?:bust|chest)\b(?!\s*[(/-]\s*\d)|\b(?:to fit|fits?)\s+(?:an?\s+|most\s+)?(?:average\s+)?(?:(?:adult|women's|men's)\s+)?(?:head|hand|foot|wrist|neck)s?\s+(?:of\s+|up to\s+)?${ONE_VALUE}`,
  'i',
);
// A size statement that begins with the kind of size, set on a line of its own: "Child 2 (4, 6, 8) years".
const KIND_OF_SIZE = /^(?:child(?:ren)?|kids?|baby|babies|toddlers?|ages?)\s*:?\s+\d/i;
const FITTED_ITEM = /\b(?:hat|beanie|toque|beret|tam|mittens?|mitts|gloves?|socks?|slippers?|balaclava)\b/i;

/**
 * Sizes from the sizes section, else the sizes the finished bust or chest is given for; "One size" when a line
 * says so, or says it fits an average adult; absent when the text names none.
 */
export function readSizes(document: PatternDocument): Pick<PatternReading, 'sizes'> {
  for (const section of sectionsOf(document, 'sizes')) {
    if (!section.text) continue;
    const sizes = parseSizeList(section.text);
    if (sizes) return { sizes: readingField(sizes, sizes.length > 1 ? 0.9 : 0.7, section.text) };
  }
  // "MEASUREMENTS: To fit 38 (40, 42) in. chest": the sizes a measurements section says the garment is made to fit.
  for (const section of sectionsOf(document, 'finished')) {
    const sizes = /^to fit\b/i.test(section.text) ? parseSizeList(section.text) : null;
    if (sizes && sizes.length > 1) return { sizes: readingField(sizes, 0.75, section.text) };
  }
  const lines = document.lines.filter((line) => line !== '');
  for (const [index, line] of lines.entries()) {
    // "Finished chest measurement" over a table: the sizes are the row under it.
    const heading = FINISHED_BUST_HEADING.test(line) && lines[index + 1];
    const bust = FINISHED_BUST.exec(heading ? `${line}: ${heading}` : line);
    const sizes = bust && parseSizeList(bust[1]);
    if (sizes && sizes.length > 1) return { sizes: readingField(sizes, 0.75, line) };
    // "Finished Measurements" over "Chest: 34 (38, 42)"": the garment's sizes by its finished chest.
    const underFinished = /^(?:finished\s+)?measurements?:?$/i.test(lines[index - 1] ?? '');
    const chest =
      FINISHED_SIZE_CHEST.exec(line)?.groups?.list ?? (underFinished ? CHEST_LINE.exec(line)?.[1] : null);
    const named = chest ? parseSizeList(chest) : null;
    if (named && named.length > 1) return { sizes: readingField(named, 0.7, line) };
  }
  for (const line of lines.filter((candidate) => KIND_OF_SIZE.test(candidate))) {
    const sizes = parseSizeList(line);
    if (sizes && sizes.length > 1) return { sizes: readingField(sizes, 0.75, line) };
  }
  const oneSize = document.lines.find((line) => /^one[\s-]size\b/i.test(line));
  if (oneSize) return { sizes: readingField([ONE_SIZE], 0.8, oneSize) };
  const fits = document.lines.find((line) => FITS_ONE.test(line) || FITS_BODY_PART.test(line));
  if (fits) return { sizes: readingField([ONE_SIZE], 0.6, fits) };
  const fitted = lines.slice(0, 4).some((line) => FITTED_ITEM.test(line));
  const measured = lines.find(
    (line, index) =>
      ONE_MEASUREMENT.test(line) ||
      (fitted && ONE_CIRCUMFERENCE.test(line)) ||
      ONE_MEASUREMENT.test(`${MEASURE_HEADING.exec(line)?.[1] ?? '-'}: ${lines[index + 1] ?? ''}`),
  );
  return measured ? { sizes: readingField([ONE_SIZE], 0.55, measured) } : {};
}
