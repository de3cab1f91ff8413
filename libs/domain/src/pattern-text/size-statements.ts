import { sectionsOf, type PatternDocument } from './pattern-document.js';
import { sizesInProse } from './size-prose.js';
import {
  englishUnit,
  labelledSizeRow,
  misreadSize,
  ONE_SIZE,
  parseSizeList,
  SIZE_SYSTEM_AFTER,
} from './sizes.js';

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
  String.raw`^(?:finished\s+)?(?:(?:head|hand|palm|foot|wrist|neck)\s+)?circumference\s*:?\s*${ONE_VALUE}`,
  'i',
);
// "Fits a hand 7-8\" around", "to fit an adult head 20-22\"": a body part of one measurement.
const FITS_BODY_PART = new RegExp(
  String.raw`\b(?:to fit|fits?|for)\s+\d+(?:\.\d+)?\s*-?\s*(?:in(?:ch(?:es)?)?\.?|"|cm)\s+(?:bust|chest)\b(?!\s*[(/-]\s*\d)|\b(?:to fit|fits?)\s+(?:an?\s+|most\s+)?(?:average\s+)?(?:(?:adult|women's|men's)\s+)?(?:head|hand|foot|wrist|neck)s?\s+(?:of\s+|up to\s+)?${ONE_VALUE}`,
  'i',
);
// A size statement that begins with the kind of size, set on a line of its own: "Child 2 (4, 6, 8) years".
const KIND_OF_SIZE = /^(?:child(?:ren)?|kids?|baby|babies|toddlers?|ages?)\s*:?\s+\d/i;
const FITTED_ITEM =
  /\b(?:hat|beanie|toque|beret|tam|mittens?|mitts|gloves?|socks?|slippers?|balaclava|helmet)\b/i;

/** Where a size statement was found: the rules' kinds, in the order the rules trusted them, and any other line. */
export const SIZE_KINDS = [
  'sizes section',
  'to fit under measurements',
  'finished bust',
  'finished chest',
  'kind of size',
  'one size said',
  'fits one',
  'one measurement',
  'other line',
  'bare list',
  'sizes in prose',
  'one line per size',
] as const;
export type SizeKind = (typeof SIZE_KINDS)[number];

export interface SizeStatement {
  sizes: string[];
  kind: SizeKind;
  /** The line or section text it was read from. */
  source: string;
  /** The index of that line in the document's non-blank lines (-1 for a section's text). */
  line: number;
  /** The rules' confidence in it. */
  sure: number;
}

// A line that may list sizes: a number list or letter sizes, perhaps after a label ("Bust: 32 (36, 40)").
const LISTING = /\d\s*[([]\s*\d|\d\s*(?:[-:/,]|\s-\s)\s*\d|\b\d?X{0,4}[SML]\b.*\b\d?X{0,4}[SML]\b/;

const SIZE_TOKEN =
  /^(?:\d?X{0,4}[SML]|\d?X{1,4}L?|XXS|XS|\d+(?:[.,]\d+)?(?:\/\d+(?:[.,]\d+)?)?(?:-\d+(?:[.,]\d+)?)?)$/;

const AGE_UNIT = /^(?:years?|yrs?|months?|mths?|mos?)$/i;

/**
 * A line that is nothing but sizes once its label, brackets, bars and unit are set aside: "Sizes: (S) M (L) XL (XXL)",
 * "Chest: (92) 100 (108) 116 (124) cm", "S – M – L – XL", "42-44 / 46-48 / 50-52", "| 1-2 | 3-4 | 5-6 | yrs",
 * "86/91/97/102"; an age's unit printed after the last goes with every one ("2 - 4 - 6 years"). Null when any word
 * is not a size.
 */
export function bareList(line: string): string[] | null {
  const value = englishUnit(line)
    // "Sizes:", "Storlek / Size:", or a kind of size without a colon: "Women's shoe sizes 5-6 / 7-8".
    .replace(
      /^[A-Za-z][A-Za-z' ]{1,30}(?:\/\s*[A-Za-z][A-Za-z' ]{1,20})?:\s*|^(?:[A-Za-z']+\s+){0,3}sizes?\s+(?=\d)/i,
      '',
    )
    .replace(SIZE_SYSTEM_AFTER, '')
    .replace(/^[|\s]+|[|\s]+$/g, '')
    .trim();
  const unit = /\s*(cm|mm|in(?:ches)?\.?|"|years?|yrs?|months?|mths?|mos?)\.?\s*$/i.exec(value);
  const tokens = value
    .slice(0, unit ? unit.index : undefined)
    .split(/[\s,;:()[\]|]+|\s[-\u2013\u2014/]\s/)
    .filter((token) => token !== '' && !/^[-\u2013\u2014/|]$/.test(token))
    // A chain of three or more numbers between slashes, or of sizes between dashes, lists sizes; two ("36/38",
    // "XS-S") name one.
    .flatMap((token) =>
      /^\d+(?:\/\d+){2,}$/.test(token)
        ? token.split('/')
        : /^[\dXSML]+(?:-[\dXSML]+){2,}$/.test(token)
          ? token.split('-')
          : [token],
    );
  if (tokens.length < 2 || !tokens.every((token) => SIZE_TOKEN.test(token))) return null;
  const age = unit && AGE_UNIT.test(unit[1]) ? unit[1] : null;
  return age ? tokens.map((token) => (/^[\d.,/-]+$/.test(token) ? `${token} ${age}` : token)) : tokens;
}

// "XS - 33\" finished bust - 1,050 yds": a line that begins with its size, a dash or a colon after it; or with an
// age ("0-3 mos: 250 yds", "1-2 yrs: 440 yds"); or with the word ("Size 1 - to fit bust 76-81 cm - 5 balls").
const SIZE_LINE =
  /^(?:Size\s+)?(?<size>\d?X{0,4}[SML]|\d?X{1,4}L?|XXS|\d{1,2}(?:\s?-\s?\d{1,2})?\s?(?:[Mm](?:os?|onths?|ths?)|[Yy](?:rs?|ears?))\b\.?|\d{1,3}(?:\.\d)?(?:"|\s?in|\s?cm)?)\s*[-:\u2013\u2014]\s+\S/;

/** Runs of three or more lines one after another, each beginning with a size of its own. */
function sizeLineRuns(lines: readonly string[]): string[][] {
  const runs: string[][] = [];
  let run: string[] = [];
  for (const line of [...lines, '']) {
    // '34": 610 yds': a measure's size is named without its unit, as every other list of measures is.
    const size = SIZE_LINE.exec(line)?.groups?.size.replace(/\s*(?:"|in|cm)$/, '');
    if (size && !run.includes(size)) run.push(size);
    else {
      if (run.length >= 3) runs.push(run);
      run = size ? [size] : [];
    }
  }
  return runs;
}

/**
 * Every size statement the text makes, in the rules' order: the sizes section, what a measurements section says the
 * garment is made to fit, the sizes by finished bust or chest, a line that begins with the kind of size, "One size"
 * said or meant (made to fit one body, given by one body measurement); then any other line that lists two or more
 * sizes. The size model (size-model.ts) chooses among them.
 */
export function sizeStatements(document: PatternDocument): SizeStatement[] {
  const found: SizeStatement[] = [];
  const lines = document.lines.filter((line) => line !== '');
  const add = (sizes: string[] | null, kind: SizeKind, source: string, sure: number, minimum = 1) => {
    if (sizes?.some(misreadSize)) return;
    // A browser's print header, "10/02/2025, 14:36": a date, not sizes.
    // Or "3/9/25, 8:14 PM", its year in two digits before the time.
    if (/\b\d{1,2}\/\d{1,2}\/(?:(?:19|20)\d{2}\b|\d{2},?\s+\d{1,2}:\d{2})/.test(source)) return;
    if (sizes && sizes.length >= minimum)
      found.push({ sizes, kind, source, line: lines.indexOf(source), sure });
  };
  for (const section of sectionsOf(document, 'sizes')) {
    // "To fit bust: 82 (87, 92) cm" read as a section of its own under "AU 8 (10, 12)": the sizes' measures.
    if (!section.text || (found.length > 0 && /^to fit\b|\b(?:bust|chest)$/i.test(section.heading))) continue;
    // A section of one line per size ("S - 36\" chest - 1,240 yds"): the sizes begin its lines.
    const run = sizeLineRuns(section.lines)[0];
    if (run) {
      add(run, 'sizes section', section.text, 0.9);
      continue;
    }
    // "Size 1 2 3 4 5 6 7": a size table's first row, its label taken for the heading (with a size: "Size XS-S M-L").
    const whole = lines.find((line) => line !== section.lines[0] && line.endsWith(section.lines[0]));
    const row = (whole && labelledSizeRow(whole)) ?? labelledSizeRow(`Sizes ${section.lines[0]}`);
    if (row) {
      add(row, 'sizes section', section.lines[0], 0.9);
      continue;
    }
    // "To fit chest: 96 - 102 - 107 cm" over "Actual chest: 108 - 114 - 120 cm": the list on the heading's line, when
    // the lines after it are labelled measurements of their own.
    // Or a whole list on the heading's line over lines that go on to measure the sizes ("Toddler : Child : Adult"
    // over "Fits head circumference 16-18\" : 18-20\""), not a list wrapped onto the next line.
    const first =
      section.lines.length > 1 &&
      (/^[A-Z][A-Za-z ]{1,24}:\s/.test(section.lines[1]) ||
        (!/[,([/:-]\s*$/.test(section.lines[0]) && (parseSizeList(section.lines[0])?.length ?? 0) >= 2));
    const text = first ? section.lines[0] : section.text;
    const sizes = parseSizeList(text);
    add(sizes, 'sizes section', text, sizes && sizes.length > 1 ? 0.9 : 0.7);
  }
  // "MEASUREMENTS: To fit 38 (40, 42) in. chest": the sizes a measurements section says the garment is made to fit.
  // Their names said beside the measures ("To fit foot 9½ (10½, 11½) ins. Small (Medium, Large).") are the sizes.
  // Or said before them ("MEASUREMENTS.—Small (Medium). To fit hand round palm 7 (7½) ins.").
  for (const section of sectionsOf(document, 'finished')) {
    const sentences = section.text.split(/(?<=\.)\s+(?=[A-Z])/);
    const fit = sentences.findIndex((sentence) => /^to fit\b/i.test(sentence));
    if (fit >= 0 && fit < 3) {
      const measures = parseSizeList(sentences.slice(fit).join(' '));
      const named = sentences
        .filter((_, index) => index !== fit)
        .map(parseSizeList)
        .find(
          (list) =>
            !!list &&
            list.length === measures?.length &&
            list.every((size) => /^(?:[A-Z][a-z]+|\d?X{0,3}[SML])$/.test(size)),
        );
      add(named ?? measures, 'to fit under measurements', section.text, 0.75, 2);
    }
  }
  for (const [index, line] of lines.entries()) {
    // "Finished chest measurement" over a table: the sizes are the row under it.
    const heading = FINISHED_BUST_HEADING.test(line) && lines[index + 1];
    const bust = FINISHED_BUST.exec(heading ? `${line}: ${heading}` : line);
    add(bust && parseSizeList(bust[1]), 'finished bust', line, 0.75, 2);
    // "Finished Measurements" over "Chest: 34 (38, 42)"": the garment's sizes by its finished chest.
    const underFinished = /^(?:finished\s+)?measurements?:?$/i.test(lines[index - 1] ?? '');
    const chest =
      FINISHED_SIZE_CHEST.exec(line)?.groups?.list ?? (underFinished ? CHEST_LINE.exec(line)?.[1] : null);
    add(chest ? parseSizeList(chest) : null, 'finished chest', line, 0.7, 2);
  }
  for (const line of lines.filter((candidate) => KIND_OF_SIZE.test(candidate)))
    add(parseSizeList(line), 'kind of size', line, 0.75, 2);
  const oneSize = lines.find((line) => /^(?:one|free)[\s-]size\b/i.test(line));
  if (oneSize) add([ONE_SIZE], 'one size said', oneSize, 0.8);
  const fits = lines.find((line) => FITS_ONE.test(line) || FITS_BODY_PART.test(line));
  if (fits) add([ONE_SIZE], 'fits one', fits, 0.6);
  const fitted = lines.slice(0, 4).some((line) => FITTED_ITEM.test(line));
  const measured = lines.find(
    (line, index) =>
      ONE_MEASUREMENT.test(line) ||
      (fitted && ONE_CIRCUMFERENCE.test(line)) ||
      ONE_MEASUREMENT.test(`${MEASURE_HEADING.exec(line)?.[1] ?? '-'}: ${lines[index + 1] ?? ''}`),
  );
  if (measured) add([ONE_SIZE], 'one measurement', measured, 0.55);
  for (const run of sizeLineRuns(lines)) add(run, 'one line per size', run.join(' / '), 0.75, 3);
  for (const line of lines) add(sizesInProse(line), 'sizes in prose', line, 0.5, 2);
  for (const section of document.sections.filter((section) => section.lines.length > 1))
    add(sizesInProse(section.text), 'sizes in prose', section.text, 0.5, 2);
  for (const line of lines) {
    if (!LISTING.test(line)) continue;
    if (!found.some((statement) => statement.source === line))
      add(
        parseSizeList(line.replace(/^[A-Z][A-Za-z ]{1,30}(?:\/\s*[A-Za-z][A-Za-z ]{1,20})?:\s*/, '')),
        'other line',
        line,
        0.4,
        2,
      );
    add(bareList(line), 'bare list', line, 0.5, 2);
  }
  return found;
}
