/**
 * Pattern text as PDF extractors and copy-paste hand it over, made regular before any field is read:
 * ligatures and typographic quotes folded, side-by-side columns unstacked, words hyphenated across lines
 * rejoined, and page furniture (page numbers) dropped.
 */
import { restackCellLines } from './cell-lines.js';
import { unstackColumns } from './column-table.js';

// Compounds whose hyphen is real, so "top-" + "down" stays "top-down" when rejoined.
const HYPHENATED_SECOND_WORDS = new Set([
  'down',
  'up',
  'row',
  'rows',
  'cord',
  'on',
  'off',
  'weight',
  'ply',
  'in',
]);
const PAGE_FURNITURE = /^(?:page\s*\d+(?:\s*(?:of|\/)\s*\d+)?|-\s*\d+\s*-|\d{1,3})$/i;
// Unicode fractions as decimals: NFKC would print "2½" as "21⁄2", which reads as 21 and a half-slash.
const FRACTIONS: Record<string, string> = {
  '½': '.5',
  '¼': '.25',
  '¾': '.75',
  '⅛': '.125',
  '⅜': '.375',
  '⅝': '.625',
  '⅞': '.875',
};
const FRACTION = /(?:(\d)\s?)?([½¼¾⅛⅜⅝⅞])/g;

function foldCharacters(text: string): string {
  return (
    text
      .replace(FRACTION, (_, whole: string | undefined, part: string) => `${whole ?? '0'}${FRACTIONS[part]}`)
      // NFKC turns ligatures (U+FB01 "fi") and full-width forms into plain letters.
      .normalize('NFKC')
      .replace(/[\u2018\u2019\u2032]/g, "'")
      .replace(/[\u201C\u201D\u2033]/g, '"')
      .replace(/[\u2010-\u2015\u2212]/g, '-')
      .replace(/\u2044/g, '/')
      // "US 2,5", a US size with a decimal comma, as Europe prints it: one size, not 2 and 5.
      .replace(/\b(US\s*\d{1,2}),(5)(?!\d)/g, '$1.$2')
      // "50 g ≈ 105 m": the approximately-equal sign as the word patterns print.
      .replace(/\s*\u2248\s*/g, ' = approx. ')
      // Size lists are printed in brackets too: "Toddler [Child, Adult]", "90 [120, 150] yards".
      .replace(/\[/g, '(')
      .replace(/\]/g, ')')
      .replace(/[\u2022\u25CF\u25E6\u25AA\u25A0\u2023\u2043]/g, ' ')
      .replace(/\t/g, '    ')
      .replace(/[\u00A0\u2000-\u200B\u202F]/g, ' ')
      .replace(/\r\n?/g, '\n')
  );
}

const LABEL_UNIT_LINE =
  /^(?<label>[A-Za-z][A-Za-z ]{0,20}?)\s*\((?<unit>yds?|yards|m|metres|meters|g|grams|oz)\)\s*:\s*(?<values>\d[\d.,/()\s:-]*?)\s*$/i;

/** Rejoins "yard-" + "age" and "Cobble-" + "stone"; keeps the hyphen of "top-" + "down". */
function rejoinHyphenated(lines: string[]): string[] {
  const out: string[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    let line = lines[index];
    while (/[A-Za-z]-$/.test(line) && index + 1 < lines.length && /^[a-z]/.test(lines[index + 1])) {
      const next = lines[index + 1];
      const word = /^[a-z]+/.exec(next)![0];
      line = HYPHENATED_SECOND_WORDS.has(word) ? line + next : line.slice(0, -1) + next;
      index += 1;
    }
    out.push(line);
  }
  return out;
}

// Nordic leaflets alternate brackets along a size list: "XS (S) M (L) XL (XXL)", "450 (500) 550 (600) g".
// A value, perhaps two sizes joined as one ("XL-2XL").
const ALTERNATING_TOKEN = String.raw`[\w.,/-]*\w`;
const ALTERNATING = new RegExp(
  String.raw`(?<![\w.,/()])(${ALTERNATING_TOKEN}) \((${ALTERNATING_TOKEN})\)((?: ${ALTERNATING_TOKEN} \(${ALTERNATING_TOKEN}\))+)(?: (${ALTERNATING_TOKEN})(?= |$)(?! \())?`,
  'g',
);

// A value of such a list: a number ("450", "36/37") or a size's letters ("XS", "2XL"), never a word ("skeins").
const LIST_NUMBER = /^[\d.,/]+$/;
// A size letter, or two joined as one size ("XL-2XL", "S/M").
const LIST_SIZE = /^(?:\d?X{0,4}[SML]|\d?X{1,4}L?)(?:[-/](?:\d?X{0,4}[SML]|\d?X{1,4}L?))?$/;

/** "XS (S) M (L) XL" as the usual "XS (S, M, L, XL)": every value after the first in one parenthesis. */
function regularAlternating(line: string): string {
  return line.replace(
    ALTERNATING,
    (whole: string, first: string, second: string, pairs: string, last?: string) => {
      const kind = LIST_NUMBER.test(first) ? LIST_NUMBER : LIST_SIZE;
      const rest = [
        second,
        ...pairs
          .trim()
          .split(/ \(|\) ?/)
          .filter(Boolean),
      ];
      if (![first, ...rest].every((token) => kind.test(token))) return whole;
      // A last size without brackets ("... XL (XXL) 3XL"), not the unit after the list ("... 700 (750) g").
      const sameKind = last !== undefined && kind.test(last);
      return `${first} (${(sameKind ? [...rest, last] : rest).join(', ')})${last && !sameKind ? ` ${last}` : ''}`;
    },
  );
}

// Each size in brackets of its own, as old British leaflets print them: "32 (34) (36) (38) in", "8 (9) (10) balls".
const BRACKETED_EACH = new RegExp(
  String.raw`(?<![\w.,/()])(${ALTERNATING_TOKEN})((?: \(${ALTERNATING_TOKEN}\)){2,})(?! \()`,
  'g',
);
const regularBracketed = (line: string): string =>
  line.replace(BRACKETED_EACH, (whole: string, first: string, rest: string) => {
    const values = rest.trim().slice(1, -1).split(/\) \(/);
    const kind = LIST_NUMBER.test(first) ? LIST_NUMBER : LIST_SIZE;
    return [first, ...values].every((token) => kind.test(token)) ? `${first} (${values.join(', ')})` : whole;
  });

// Sizes and amounts parted by bars: "XS | S | M", "5 | 5 | 6 skeins", read as the slashed list they are.
const BAR_TOKEN = String.raw`(?:\d+(?:\.\d+)?|\d?X{0,4}[SML]|\d?X{1,4}L?)`;
const BAR_LIST = new RegExp(String.raw`(?<![\w|])${BAR_TOKEN}(?:\s+\|\s+${BAR_TOKEN})+(?![\w|])`, 'g');
const regularBars = (line: string): string =>
  line.replace(BAR_LIST, (list) => list.replace(/\s+\|\s+/g, ' / '));

// Sizes in two groups, each in its own brackets, as size-inclusive patterns print them: "1 (2, 3) (4, 5, 6)",
// "700 (780, 860) (940, 1020) yds" read as one list.
const GROUPED = /(?<=[\w.] )\(([^()]+)\) \(([^()]+)\)/g;
const groupValues = (list: string) => list.split(/\s*,\s*/);
const regularGroup = (line: string): string =>
  line.replace(GROUPED, (whole: string, first: string, second: string) => {
    const values = [...groupValues(first), ...groupValues(second)];
    const kind = LIST_NUMBER.test(values[0]) ? LIST_NUMBER : LIST_SIZE;
    return values.length > 2 && values.every((token) => kind.test(token)) ? `(${values.join(', ')})` : whole;
  });

/** Three groups or more: "1 (2) (3, 4) (5, 6)" joined a pair at a time. */
function regularGroups(line: string): string {
  let joined = regularGroup(line);
  for (let previous = line; joined !== previous;) [previous, joined] = [joined, regularGroup(joined)];
  return joined;
}

// A markdown table ("| Size | Yardage |" over "|------|---------|"): its cells set apart by spaces, as a table printed
// in columns, so the column reading applies; the rule under its heading dropped.
const MARKDOWN_RULE = /^\s*\|(?:\s*:?-+:?\s*\|)+\s*$/;
const markdownRow = (line: string): string =>
  /^\s*\|.*\|\s*$/.test(line)
    ? line
        .trim()
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim())
        .join('    ')
    : line;

/**
 * A list of numbers broken at the line's end inside its brackets ("780 (860, 950) [1230, 1330," over "1540] yards"):
 * the two lines joined, so the list reads whole.
 */
function rejoinOpenList(lines: string[], line: string): string[] {
  const previous = lines.at(-1);
  if (previous !== undefined && /\(\s*(?:\d[\d.]*\s*,\s*)+$/.test(previous) && /^\d[\d.]*\s*[,)]/.test(line))
    lines[lines.length - 1] = `${previous} ${line}`;
  else lines.push(line);
  return lines;
}

// A heading set in spaced capitals ("W A V E C R E S T   S O C K S"): a letter, a space, a letter, words apart.
const SPACED_WORD = String.raw`(?:[A-Z0-9&'\u00C0-\u00DE] ){2,}[A-Z0-9&'\u00C0-\u00DE]`;
const SPACED_LINE = new RegExp(
  String.raw`^\s*${SPACED_WORD}(?:\s{2,}(?:${SPACED_WORD}|[A-Z0-9&'\u00C0-\u00DE]))*\s*$`,
);

/**
 * Letters set apart for show read as the words they spell, before the wide gaps between them split columns. Not a
 * table's row of counts or of sizes, one a space apart as a PDF's text gives it ("4 5 5 6 6 7", "S M L").
 */
const closeSpacedLetters = (line: string): string =>
  SPACED_LINE.test(line) && !/^[\s\dSML]+$/.test(line)
    ? line
        .trim()
        .split(/\s{2,}/)
        .map((word) => word.replace(/ /g, ''))
        .join(' ')
    : line;

/** The text's lines, cleaned; blank lines are kept as '' because they end paragraphs and sections. */
export function normalisePatternLines(text: string): string[] {
  const folded = foldCharacters(text)
    .split('\n')
    .filter((line) => !MARKDOWN_RULE.test(line))
    .map(markdownRow)
    .map(closeSpacedLetters);
  const unstacked = unstackColumns(restackCellLines(folded))
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .trim()
        // A list's dash or star ("- Needles: 3.5 mm"): the line is the item, and may be a heading.
        .replace(/^[-*]\s+(?=[A-Za-z])/, '')
        // Markdown emphasis ("**Sizes:** S, M, L", "__Yarn__"): the words, not their marks.
        .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
        // A markdown heading ("# Pinecrest Cardigan", "## Materials"): the words are the line.
        .replace(/^#{1,6}\s+(?=[A-Za-z\u00C0-\u017F"'])/, '')
        // "Yardage (yds): 1100 / 1350 / 1600": the label's unit belongs after the values, as in a table.
        .replace(LABEL_UNIT_LINE, '$<label>: $<values> $<unit>')
        // "MEASUREMENTS.—To fit chest 16 (18, 20) ins.": an old leaflet's heading, its full stop and dash a colon.
        .replace(/^([A-Z][A-Z ]{2,30})\.\s?[-\u2013\u2014]+\s*(?=\S)/, '$1: '),
    )
    .reduce(rejoinOpenList, [] as string[])
    .map(regularAlternating)
    .map(regularBracketed)
    .map(regularGroups)
    .map(regularBars);
  return rejoinHyphenated(unstacked.filter((line) => !PAGE_FURNITURE.test(line)));
}
