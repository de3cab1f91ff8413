import type { Cell } from './column-table.js';

/** A table's cells and rows read back into lines: which cells are values, a row by its label, columns by their names. */

// A table's cell: a measure ("37.5\"", "36/38", "81-86", "22 1/2"), an age ("3 mths", "2 yrs"), a letter size ("XL",
// "2X") or a size's word ("Small", "Extra Large"), never any other word or a phrase.
export const TABLE_VALUE =
  /^(?:\d+(?:[.,]\d+)?(?:\s\d\/\d)?(?:[-/]\d+(?:\.\d+)?)?(?:"|''|\s?(?:mths?|months?|yrs?|years?))?|\d?X{0,3}[SML]|\d?X{1,3}L?|(?:[Ee]xtra[\s-])?(?:[Ss]mall|[Mm]edium|[Ll]arge)|(?:EXTRA[\s-])?(?:SMALL|MEDIUM|LARGE))$/;
// A measure with its unit in every cell ("56 cm   61 cm   66 cm"): the unit is the row's.
export const CELL_UNIT = /^(\d+(?:[.,]\d+)?(?:\s\d\/\d)?(?:[-/]\d+(?:\.\d+)?)?)\s?(cm|mm|in|g)\.?$/;
export const TABLE_UNIT =
  /^(?:cm\.?|ins?\.?|"|mm|g|gm|m|yds?|months?|mths?|years?|yrs?|x\s*\d+\s*(?:g|gm|gr)(?:\s+(?:balls?|skeins?|hanks?))?|balls?|skeins?|hanks?)$/i;
// A row labelled by a length unit holds the yarn needed: "Yards", "Metres", "Yardage (m)".
export const LENGTH_LABEL =
  /^(?:yardage|yarn|length|amount)?\s*\(?(?<unit>yards?|yds?|metres?|meters?|m)\)?$|^(?<yardage>yardage)$/i;

/** A table's row read as a line, by what its label says it holds. */
export function rowLine(
  label: string | null,
  values: string[],
  unit: string,
  index: number,
  headed: boolean,
): string {
  const list = `${values.join(' / ')}${unit ? ` ${unit}` : ''}`;
  if (label === null) return index === 0 && headed ? `Sizes: ${list}` : list;
  // "Age (years)   2   4   6" heading the table: the sizes, in the label's unit.
  const sizes =
    index === 0 && /^(?:ages?|sizes?(?=\s*\())\s*(?:\((?<unit>years?|yrs?|months?|mths?)\))?:?$/i.exec(label);
  if (sizes) return `Sizes: ${list}${sizes.groups!.unit ? ` ${sizes.groups!.unit}` : ''}`;
  const length = LENGTH_LABEL.exec(label);
  // "Yardage" alone counts in yards.
  if (length) return `Yardage: ${list} ${length.groups!.unit ?? 'yards'}`;
  // "Yarn (g)   200   250": the unit printed in the label belongs after the values.
  const unitLabel = /^(?<name>.*?)\s*\((?<unit>g|gm|grams|oz|cm|in|balls?|skeins?|hanks?)\)$/i.exec(label);
  if (unitLabel && !unit) return `${unitLabel.groups!.name}: ${list} ${unitLabel.groups!.unit}`;
  // "Balls   4   5   5": the row's label is what it counts.
  const counted = /^(?:no\.?\s+of\s+|number\s+of\s+)?(?<unit>balls?|skeins?|hanks?)$/i.exec(label);
  if (counted && !unit) return `${label}: ${list} ${counted.groups!.unit}`;
  return `${label}: ${list}`;
}

const LENGTH_CELL = /^(\d{1,2}(?:,\d{3})+|\d+)\s?(yds?|yards|m)\.?$/i;
// A column's name over a table set in columns: "Size", "Finished bust", "Yards (m)".
const COLUMN_NAME = /^[A-Z][A-Za-z.'/-]*(?: [A-Za-z.'/-]+){0,2}(?: \([A-Za-z.]+\))?$/;

/**
 * A table set in columns under their names ("Size   Finished bust   Yards" over "XS   34"   880"): each column read
 * as a row under its name ("Sizes: XS / S", "Yardage: 880 / 960 yards"), the first, of sizes or ages, as the sizes.
 */
export function readColumns(block: Cell[][]): string[] | null {
  // "32" (81 cm)": a measure restated in the other unit is read in the first.
  const [names, ...rows] = block.map((cells) =>
    cells.map((cell) => cell.text.replace(/(?<=\S)\s*\(\d+(?:[.,]\d+)?\s*(?:cm|mm|in|")\)$/, '')),
  );
  const width = names.length;
  if (
    width < 3 ||
    rows.length < 2 ||
    !names.every((name) => COLUMN_NAME.test(name) && !TABLE_VALUE.test(name))
  )
    return null;
  const isValue = (value: string) =>
    TABLE_VALUE.test(value) || CELL_UNIT.test(value) || LENGTH_CELL.test(value);
  if (!rows.every((row) => row.length === width && row.every(isValue))) return null;
  return names.flatMap((name, column) => {
    // "1,050 yds", "1,160 yds": a unit printed in every cell of a column is the column's.
    const units = rows.map((row) => LENGTH_CELL.exec(row[column]));
    if (column > 0 && units.every((unit) => unit && unit[2] === units[0]![2]))
      return [
        rowLine(
          `Yardage (${units[0]![2]})`,
          units.map((unit) => unit![1]),
          '',
          column,
          true,
        ),
        '',
      ];
    const values = rows.map((row) => row[column]);
    const sizes = column === 0 && /^(?:sizes?|ages?)\b/i.test(name);
    return [sizes ? `Sizes: ${values.join(' / ')}` : rowLine(name, values, '', column, true), ''];
  });
}
