/**
 * Pattern text as PDF extractors and copy-paste hand it over, made regular before any field is read:
 * ligatures and typographic quotes folded, side-by-side columns unstacked, words hyphenated across lines
 * rejoined, and page furniture (page numbers) dropped.
 */

// A run of this many spaces inside a line separates two columns of a two-column layout.
const COLUMN_GAP = /\S(\s{3,})(?=\S)/g;
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

interface Cell {
  column: number;
  text: string;
}

function cellsOf(line: string): Cell[] {
  const cells: Cell[] = [];
  const indent = line.length - line.trimStart().length;
  let start = indent;
  for (const gap of line.matchAll(COLUMN_GAP)) {
    const end = gap.index + 1;
    cells.push({ column: start, text: line.slice(start, end).trim() });
    start = end + gap[1].length;
  }
  cells.push({ column: start, text: line.slice(start).trim() });
  return cells.filter((cell) => cell.text !== '');
}

/** A line in a side-by-side layout: a wide gap inside it, or a deep indent that puts it in a right column. */
const isColumnLine = (line: string): boolean =>
  /\S\s{3,}\S/.test(line) || (/^\s{8,}\S/.test(line) && line.trim() !== '');

// A table's cell: a measure ("37.5\"", "36/38", "81-86") or a letter size ("XL", "2X"), never a word or a phrase.
const TABLE_VALUE = /^(?:\d+(?:[.,]\d+)?(?:[-/]\d+(?:\.\d+)?)?(?:"|'')?|\d?X{0,3}[SML]|\d?X{1,3}L?)$/;
const TABLE_UNIT =
  /^(?:cm|in|"|mm|g|gm|m|yds?|x\s*\d+\s*(?:g|gm|gr)(?:\s+(?:balls?|skeins?|hanks?))?|balls?|skeins?|hanks?)$/i;
// A row labelled by a length unit holds the yarn needed: "Yards", "Metres", "Yardage (m)".
const LENGTH_LABEL =
  /^(?:yardage|yarn|length|amount)?\s*\(?(?<unit>yards?|yds?|metres?|meters?|m)\)?$|^(?<yardage>yardage)$/i;

/**
 * A space-aligned table ("Yards   1050   1150   1260"): every row's values in the same number of columns, with a
 * label before them except perhaps the header of sizes. Read as one line per row ("Yardage: 1050 / 1150 / 1260
 * yards"), a header without a label as the sizes, so the size and amount lists read like printed lists.
 */
function readTable(block: Cell[][]): string[] | null {
  const rows = block.map((row) => {
    // Cells set only two spaces apart ("Chest (in)  32", "1040  1150") are still cells of their own.
    const cells = row.flatMap((cell) => {
      const parts = cell.text.split(/\s{2,}/);
      return parts.length > 1 && parts.slice(1).every((part) => TABLE_VALUE.test(part))
        ? parts.map((text) => ({ column: cell.column, text }))
        : [cell];
    });
    const labelled = !TABLE_VALUE.test(cells[0].text);
    const values = (labelled ? cells.slice(1) : cells).map((c) => c.text);
    // "23 cm" set one space after the last value: the unit is still the row's, not part of the value.
    const last = /^(\S+)\s+(\S.*)$/.exec(values.at(-1) ?? '');
    if (last && TABLE_VALUE.test(last[1]) && TABLE_UNIT.test(last[2])) values.splice(-1, 1, last[1], last[2]);
    // A unit closing the row ("cm", "x 50gm") belongs to every value in it.
    const unit = values.length > 2 && TABLE_UNIT.test(values.at(-1)!) ? values.pop()! : '';
    return { label: labelled ? cells[0].text : null, values, unit };
  });
  const width = Math.max(...rows.map((row) => row.values.length));
  const fits = rows.every(
    (row) =>
      row.values.length >= width - 1 &&
      row.values.length >= 2 &&
      row.values.every((v) => TABLE_VALUE.test(v)),
  );
  const full = rows.filter((row) => row.values.length === width).length;
  if (!fits || width < 3 || full < Math.min(2, rows.length)) return null;
  const headed = rows.slice(1).some((row) => row.label !== null);
  return rows.map(({ label, values, unit }, index) => {
    const list = `${values.join(' / ')}${unit ? ` ${unit}` : ''}`;
    if (label === null) return index === 0 && headed ? `Sizes: ${list}` : list;
    const length = LENGTH_LABEL.exec(label);
    // "Yardage" alone counts in yards.
    if (length) return `Yardage: ${list} ${length.groups!.unit ?? 'yards'}`;
    // "Yarn (g)   200   250": the unit printed in the label belongs after the values.
    const unitLabel = /^(?<name>.*?)\s*\((?<unit>g|gm|grams|oz|cm|in)\)$/i.exec(label);
    if (unitLabel && !unit) return `${unitLabel.groups!.name}: ${list} ${unitLabel.groups!.unit}`;
    return `${label}: ${list}`;
  });
}

/**
 * Unstacks side-by-side columns: a block of lines with wide gaps is read column by column, top to bottom,
 * so "SIZES    NEEDLES / S (M, L)    US 7" becomes "SIZES / S (M, L) / NEEDLES / US 7".
 */
function unstackColumns(lines: string[]): string[] {
  const out: string[] = [];
  let index = 0;
  while (index < lines.length) {
    if (!isColumnLine(lines[index])) {
      out.push(lines[index].trim());
      index += 1;
      continue;
    }
    const block: Cell[][] = [];
    while (index < lines.length && isColumnLine(lines[index])) {
      block.push(cellsOf(lines[index++]));
      // A left cell wrapped onto a line of its own ("900 (1000, 1100," / "1250, 1400) m") stays in its column.
      const left = block.at(-1)![0]?.text ?? '';
      const next = lines[index] ?? '';
      if (/[,(]$|\([^)]*$/.test(left) && next.trim() !== '' && !isColumnLine(next)) {
        block.push([{ column: block.at(-1)![0].column, text: next.trim() }]);
        index += 1;
      }
    }
    const table = readTable(block);
    if (table) {
      // Each row a paragraph of its own: the sizes row is not read on into the measurements under it.
      out.push(...table.flatMap((row) => [row, '']));
      continue;
    }
    const starts = block.flatMap((cells) => cells.map((cell) => cell.column));
    const columns = [...new Set(starts)].sort((a, b) => a - b);
    // Cells whose start lies within a few characters of a column's start belong to that column.
    const anchors: number[] = [];
    for (const column of columns) if (!anchors.some((a) => Math.abs(a - column) <= 2)) anchors.push(column);
    for (const anchor of anchors)
      for (const cells of block)
        for (const cell of cells) if (Math.abs(cell.column - anchor) <= 2) out.push(cell.text);
  }
  return out;
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
const ALTERNATING_TOKEN = String.raw`[\w.,/]*\w`;
const ALTERNATING = new RegExp(
  String.raw`(?<![\w.,/()])(${ALTERNATING_TOKEN}) \((${ALTERNATING_TOKEN})\)((?: ${ALTERNATING_TOKEN} \(${ALTERNATING_TOKEN}\))+)(?: (${ALTERNATING_TOKEN})(?= |$)(?! \())?`,
  'g',
);

// A value of such a list: a number ("450", "36/37") or a size's letters ("XS", "2XL"), never a word ("skeins").
const LIST_NUMBER = /^[\d.,/]+$/;
const LIST_SIZE = /^\d?X{0,4}[SML]$|^\d?X{1,4}L?$/;

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

/** The text's lines, cleaned; blank lines are kept as '' because they end paragraphs and sections. */
export function normalisePatternLines(text: string): string[] {
  const folded = foldCharacters(text).split('\n');
  const unstacked = unstackColumns(folded)
    .map((line) =>
      line
        .replace(/\s+/g, ' ')
        .trim()
        // A list's dash or star ("- Needles: 3.5 mm"): the line is the item, and may be a heading.
        .replace(/^[-*]\s+(?=[A-Za-z])/, '')
        // "Yardage (yds): 1100 / 1350 / 1600": the label's unit belongs after the values, as in a table.
        .replace(LABEL_UNIT_LINE, '$<label>: $<values> $<unit>'),
    )
    .map(regularAlternating);
  return rejoinHyphenated(unstacked.filter((line) => !PAGE_FURNITURE.test(line)));
}
