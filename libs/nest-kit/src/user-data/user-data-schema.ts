import type { UserDataRow } from '@yarn-mgmt/contracts';
import type { DataSource } from 'typeorm';
import type { TableColumns } from './user-data-rows.js';
import type { UserDataSpec, UserDataTable } from './user-data-spec.js';

/** A table or column name as SQL reads it (names come from the service's own spec, never from a request). */
export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The columns each of the spec's tables has today (an import keeps only these). */
export async function tableColumns(dataSource: DataSource, spec: UserDataSpec): Promise<TableColumns> {
  const rows = await dataSource.query<Array<{ table_name: string; column_name: string }>>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
    [spec.tables.map((t) => t.table)],
  );
  const columns: TableColumns = new Map();
  for (const row of rows) {
    if (!columns.has(row.table_name)) columns.set(row.table_name, new Set());
    columns.get(row.table_name)?.add(row.column_name);
  }
  return columns;
}

/** Shared reference tables: id -> name ('id'), or name -> id ('by'). */
export async function referenceLookups(
  dataSource: DataSource,
  spec: UserDataSpec,
  key: 'id' | 'by',
): Promise<Record<string, Map<string, string>>> {
  const result: Record<string, Map<string, string>> = {};
  for (const { byValue } of spec.tables) {
    if (!byValue) continue;
    const rows = await dataSource.query<Array<{ id: string; by: string }>>(
      `SELECT id::text AS id, ${quoteIdentifier(byValue.by)}::text AS by FROM ${quoteIdentifier(byValue.table)}`,
    );
    result[byValue.table] = new Map(rows.map((row) => (key === 'id' ? [row.id, row.by] : [row.by, row.id])));
  }
  return result;
}

/** The user's rows of one table as they travel: every column but user_id, only those `exportOnly` lets through. */
export async function exportedRows(
  dataSource: DataSource,
  { table, exportOnly }: UserDataTable,
  userId: string,
): Promise<UserDataRow[]> {
  const only = exportOnly ? ` AND x.${quoteIdentifier(exportOnly.column)}::text = ANY($2::text[])` : '';
  const rows = await dataSource.query<Array<{ row: UserDataRow }>>(
    `SELECT to_jsonb(x) - 'user_id' AS row FROM ${quoteIdentifier(table)} x WHERE x.user_id = $1${only} ORDER BY x.id`,
    exportOnly ? [userId, [...exportOnly.values]] : [userId],
  );
  return rows.map(({ row }) => row);
}
