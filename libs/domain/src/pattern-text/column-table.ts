import { countedColumn, keyValueLines } from './facts-box.js';
import { CELL_UNIT, readColumns, rowLine, TABLE_UNIT, TABLE_VALUE } from './table-columns.js';

/**
 * Side-by-side columns and space-aligned tables as PDF extractors hand them over, read back into lines: a table
 * as one line per row ("Yardage: 1050 / 1150 / 1260 yards"), other columns unstacked one after another.
 */

// A run of this many spaces inside a line separates two columns of a two-column layout.
const COLUMN_GAP = /\S(\s{3,})(?=\S)/g;

export interface Cell {
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

// A row or a cell that gives yarn needed: a count of balls or a weight, per size.
const AMOUNT_ROW =
  /\d\s+(?:balls?|skeins?|hanks?|g|gm|x\s*\d+\s*(?:g|gm|gr)(?:\s+(?:balls?|skeins?|hanks?))?)$/i;
const AMOUNT_CELL =
  /^\d[\d\s.,/()-]*\s*(?:x\s*\d+\s*(?:g|gm|gr)\b|balls?\b|skeins?\b|hanks?\b|g\b|gm\b|grams\b)/i;

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
      // "104-108  112-116  cm": a unit closing the row is one of its cells too.
      const cellLike = (part: string, i: number, rest: string[]) =>
        TABLE_VALUE.test(part) || (i === rest.length - 1 && TABLE_UNIT.test(part));
      return parts.length > 1 && parts.slice(1).every(cellLike)
        ? parts.map((text) => ({ column: cell.column, text }))
        : [cell];
    });
    const labelled = !TABLE_VALUE.test(cells[0].text);
    const values = (labelled ? cells.slice(1) : cells).map((c) => c.text);
    // "Heather (845)   x   6   7   8   9   balls": a times sign before the counts, as British leaflets print it.
    if (labelled && /^x$/i.test(values[0] ?? '')) values.shift();
    // "Fits chest   cm   53   58": a unit set in a column of its own after the label is the row's.
    let unitFirst = labelled && values.length > 2 && TABLE_UNIT.test(values[0]) ? values.shift()! : '';
    const cellUnits = values.map((value) => CELL_UNIT.exec(value));
    if (!unitFirst && values.length > 1 && cellUnits.every((m) => m && m[2] === cellUnits[0]![2])) {
      values.splice(0, values.length, ...cellUnits.map((m) => m![1]));
      unitFirst = cellUnits[0]![2];
    }
    // "23 cm" set one space after the last value: the unit is still the row's, not part of the value.
    const last = /^(\S+)\s+(\S.*)$/.exec(values.at(-1) ?? '');
    if (last && TABLE_VALUE.test(last[1]) && TABLE_UNIT.test(last[2])) values.splice(-1, 1, last[1], last[2]);
    // A unit closing the row ("cm", "x 50gm") belongs to every value in it.
    // Not the last of a row of size letters ("XS  S  M": M is a size there, not metres).
    const letters = values.every((value) => /^\d?X{0,3}[SML]$|^\d?X{1,3}L?$/.test(value));
    const unit =
      unitFirst || (values.length > 2 && !letters && TABLE_UNIT.test(values.at(-1)!) ? values.pop()! : '');
    // "To fit:   3 mths   6 mths": the label's colon is printed again when the row is read as a line.
    return { label: labelled ? cells[0].text.replace(/\s*:$/, '') : null, values, unit };
  });
  const width = Math.max(...rows.map((row) => row.values.length));
  // A header of names over rows of numbers ("Colour   Baby   Lap   Bed" over "A Apricot   1   2   4").
  const named = (row: (typeof rows)[number], index: number) =>
    index === 0 &&
    rows.length > 1 &&
    row.values.every(
      (v) =>
        /^[A-Z][A-Za-z'/-]{1,14}(?: [A-Za-z'/-]{1,14})?$/.test(v) &&
        !/\b(?:sizes?|yardage|yards|metres|meters|bust|chest|length|width|finished|needles?|gauge|weight)\b/i.test(
          v,
        ),
    );
  const fits = rows.every(
    (row, index) =>
      row.values.length >= width - 1 &&
      row.values.length >= 2 &&
      (row.values.every((v) => TABLE_VALUE.test(v)) || named(row, index)),
  );
  const full = rows.filter((row) => row.values.length === width).length;
  if (!fits || width < 3 || full < Math.min(2, rows.length)) return null;
  const headed = rows.slice(1).some((row) => row.label !== null);
  return rows.map(({ label, values, unit }, index) => rowLine(label, values, unit, index, headed));
}

/**
 * Unstacks side-by-side columns: a block of lines with wide gaps is read column by column, top to bottom,
 * so "SIZES    NEEDLES / S (M, L)    US 7" becomes "SIZES / S (M, L) / NEEDLES / US 7".
 */
export function unstackColumns(lines: string[]): string[] {
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
    const table = readColumns(block) ?? readTable(block);
    // "Country 8 Ply (50 g balls)" over "3   4   4   5": a row of bare numbers counts the unit named above it.
    const unitAbove = /\b(balls?|skeins?|hanks?)\)?:?$/i.exec(out.at(-1) ?? '');
    if (table?.length === 1 && unitAbove && /^[\d./ ]+$/.test(table[0])) table[0] += ` ${unitAbove[1]}`;
    if (table) {
      // Each row a paragraph of its own: the sizes row is not read on into the measurements under it. Rows of yarn
      // amounts one after another ("Shade A: 2 / 3 balls", "Shade B: 1 / 1 ball") stay one paragraph.
      out.push(
        ...table.flatMap((row, i) =>
          AMOUNT_ROW.test(row) && AMOUNT_ROW.test(table[i + 1] ?? '') ? [row] : [row, ''],
        ),
      );
      continue;
    }
    // "A Cream (1005)      4 (4, 5) balls": a name and its amount on every line are rows, not two columns of text;
    // so are a table's row and such a line under it ("MC   2   2   3   balls" over "CC   1 ball, all sizes").
    const amountLine = (cells: Cell[]) => cells.length === 2 && AMOUNT_CELL.test(cells[1].text);
    if (block.every(amountLine)) {
      out.push(...block.map((cells) => `${cells[0].text} ${cells[1].text}`));
      continue;
    }
    const rows = block.map((cells) =>
      amountLine(cells) ? [`${cells[0].text} ${cells[1].text}`] : readTable([cells]),
    );
    if (
      block.length > 1 &&
      rows.every((row) => row?.length === 1) &&
      !block.every((cells) => !amountLine(cells))
    ) {
      out.push(...rows.map((row) => row![0]));
      continue;
    }
    const counted = countedColumn(block);
    if (counted) {
      out.push(...counted);
      continue;
    }
    const pairs = keyValueLines(block);
    if (pairs) {
      out.push(...pairs);
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
