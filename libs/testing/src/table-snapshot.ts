import { queryTestDatabase } from './database.js';

/** Per table of the public schema: its row count and a hash of every row, to prove a request changed nothing. */
export type TableSnapshot = Record<string, string>;

/**
 * Hashes every table's rows of a test database (each row as PostgreSQL's text form, in a stable order). Two
 * equal snapshots mean no row was added, removed or changed in between.
 */
export async function snapshotTables(databaseUrl: string): Promise<TableSnapshot> {
  const tables = await queryTestDatabase<{ name: string }>(
    databaseUrl,
    `SELECT quote_ident(tablename) AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  if (tables.length === 0) return {};
  const sql = tables
    .map(
      ({ name }) =>
        `SELECT '${name.replace(/'/g, "''")}' AS name, count(*) || ':' || coalesce(md5(string_agg(t::text, E'\\n' ORDER BY t::text)), '') AS hash FROM ${name} t`,
    )
    .join(' UNION ALL ');
  const rows = await queryTestDatabase<{ name: string; hash: string }>(databaseUrl, sql);
  return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
}
