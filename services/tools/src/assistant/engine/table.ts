import type { BrandLine, BrandRow } from '../brands/brand-table.schema.js';

/** The rows the engine reads: the brand table's, or a test's own. */
export type BrandTable = readonly BrandRow[];

/** A line of the table with the brand it belongs to. */
export interface TableLine {
  brand: BrandRow;
  line: BrandLine;
}

const plain = (name: string) => name.toLowerCase().replace(/[^\p{L}\d]+/gu, '');

/** The table's row for a brand name or alias, case and punctuation aside. */
export function brandNamed(name: string, table: BrandTable): BrandRow | undefined {
  const wanted = plain(name);
  return table.find(
    (row) => plain(row.brand) === wanted || row.aliases.some((alias) => plain(alias) === wanted),
  );
}

/** A brand's line by name, case and punctuation aside. */
export const lineNamed = (brand: BrandRow, name: string): BrandLine | undefined =>
  brand.lines.find((line) => plain(line.name) === plain(name));

/** A stash line's row in the table, when the table knows it. */
export function findTableLine(brand: string, line: string, table: BrandTable): TableLine | undefined {
  const row = brandNamed(brand, table);
  const found = row && lineNamed(row, line);
  return row && found ? { brand: row, line: found } : undefined;
}
