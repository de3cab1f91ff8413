import type { Cell } from './column-table.js';

// A field's name in a page's facts box: "Yarn weight", "Hook size", "Sizes available".
const FIELD_LABEL = /^[A-Z][A-Za-z/'()-]*(?: [A-Za-z/'()-]+){0,3}:?$/;

/**
 * A box of facts, each a name and its value set apart by spaces ("Yarn weight      Aran", "Hook size        5.5 mm"),
 * as a pattern page printed from a web site holds them: read as "Yarn weight: Aran", one line each, not as a column
 * of names over a column of values. Null for any other block.
 */
export function keyValueLines(block: Cell[][]): string[] | null {
  const isPair = (cells: Cell[]) =>
    cells.length === 2 && FIELD_LABEL.test(cells[0].text) && cells[0].text.length <= 24;
  const pairs = block.filter(isPair);
  if (pairs.length < 3 || pairs.length < block.length * 0.6) return null;
  const labelStart = Math.min(...pairs.map((cells) => cells[0].column));
  const valueStart = Math.min(...pairs.map((cells) => cells[1].column));
  const aligned = pairs.every(
    (cells) => cells[0].column - labelStart <= 2 && cells[1].column - valueStart <= 2,
  );
  if (!aligned) return null;
  const lines: string[] = [];
  for (const cells of block) {
    // "To fit chest      96 – 102 cm" over "                  38 – 40 in": the value's other system, under it.
    const under = cells.length === 1 && Math.abs(cells[0].column - valueStart) <= 2 && lines.length > 0;
    if (under) lines[lines.length - 1] += ` / ${cells[0].text}`;
    else
      lines.push(
        isPair(cells)
          ? `${cells[0].text.replace(/:$/, '')}: ${cells[1].text}`
          : cells.map((cell) => cell.text).join(' '),
      );
  }
  return lines;
}

// The name of a column of amounts: "Balls", "Skeins", "Grams", "Yards (m)".
const AMOUNT_HEADING =
  /^(?:no\.?\s+of\s+)?(?<unit>balls?|skeins?|hanks?|grams?|g|yards?|yds?|metres?|meters?|m)(?:\s*\(\w+\))?$/i;

/**
 * A list of yarns over a column of amounts ("Shade   Balls" over "A  Cream (101)   3"): each yarn with its amount
 * and the column's unit ("A Cream (101): 3 Balls"). Null for any other block.
 */
export function countedColumn(block: Cell[][]): string[] | null {
  const [heading, ...rows] = block;
  const unit = heading.length === 2 ? AMOUNT_HEADING.exec(heading[1].text)?.groups?.unit : undefined;
  if (!unit || rows.length < 2) return null;
  if (!rows.every((cells) => cells.length === 2 && /^\d+(?:[.,]\d+)?$/.test(cells[1].text))) return null;
  return rows.map((cells) => `${cells[0].text}: ${cells[1].text} ${unit}`);
}
