import { BrandRowSchema, type BrandLine, type BrandRow } from './brand-table.schema.js';
import { YARN_BRAND_ROWS, YARN_BRANDS_VERSION } from './yarn-brands.data.js';

/** One line of the table with the brand row it belongs to. */
export interface BrandLineEntry {
  brand: BrandRow;
  line: BrandLine;
}

/** The parsed, checked brand table the assistant answers from. */
export interface BrandTable {
  readonly version: string;
  readonly rows: readonly BrandRow[];
  /** A brand by its name or an alias, case- and accent-insensitive ("cascade", "Malabrigo", "istex"). */
  find(nameOrAlias: string): BrandRow | undefined;
  /** A line of a brand (named or aliased), the line's name case-insensitive, the brand's first word optional. */
  findLine(brand: string, line: string): BrandLineEntry | undefined;
  /** Every line of every brand, brands in table order. */
  allLines(): readonly BrandLineEntry[];
}

/** How names are compared: lower case, accents and curly apostrophes folded, spaces collapsed. */
export function brandKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Parses and checks rows: each against the schema (a row's own rules: tiers, average price, unique line names),
 * then brand names and aliases unique across the table. A bad row throws, naming its index and brand.
 */
export function buildBrandTable(rows: readonly unknown[], version: string): BrandTable {
  const parsed = rows.map((row, index) => {
    const result = BrandRowSchema.safeParse(row);
    if (!result.success) {
      const issues = result.error.issues.map(
        (issue) => `${issue.path.join('.') || '(row)'}: ${issue.message}`,
      );
      throw new Error(`Brand table row ${index} (${rowName(row)}) is invalid: ${issues.join('; ')}`);
    }
    return result.data;
  });

  const byName = new Map<string, BrandRow>();
  parsed.forEach((row, index) => {
    for (const name of [row.brand, ...row.aliases]) {
      const key = brandKey(name);
      const other = byName.get(key);
      if (other) {
        throw new Error(
          `Brand table row ${index} (${row.brand}): the name "${name}" is already ${other.brand}'s`,
        );
      }
      byName.set(key, row);
    }
  });

  const entries: BrandLineEntry[] = parsed.flatMap((brand) => brand.lines.map((line) => ({ brand, line })));
  const byLine = new Map(
    entries.map((entry) => [`${entry.brand.brand}\n${brandKey(entry.line.name)}`, entry]),
  );

  return {
    version,
    rows: parsed,
    find: (nameOrAlias) => byName.get(brandKey(nameOrAlias)),
    findLine: (brand, line) => {
      const row = byName.get(brandKey(brand));
      if (!row) return undefined;
      // "220" of Cascade Yarns is the table's "Cascade 220", and "Cascade 220" its "220" where it is so named.
      const first = brandKey(row.brand).split(' ')[0];
      const key = brandKey(line);
      const unprefixed = key.startsWith(`${first} `) ? key.slice(first.length + 1) : `${first} ${key}`;
      return byLine.get(`${row.brand}\n${key}`) ?? byLine.get(`${row.brand}\n${unprefixed}`);
    },
    allLines: () => entries,
  };
}

function rowName(row: unknown): string {
  const brand = typeof row === 'object' && row !== null ? (row as { brand?: unknown }).brand : undefined;
  return typeof brand === 'string' ? brand : 'no brand';
}

let table: BrandTable | undefined;

/** The curated table, parsed once on first use; a bad row throws there, loudly. */
export function loadBrandTable(): BrandTable {
  table ??= buildBrandTable(YARN_BRAND_ROWS, YARN_BRANDS_VERSION);
  return table;
}
