import type { IdMap, IdMaps, UserDataPart, UserDataRow } from '@yarn-mgmt/contracts';
import { randomUUID } from 'node:crypto';
import { isPdf, sniffImageType } from '../storage/image-type.js';
import type { UserDataFileSpec, UserDataSpec } from './user-data-spec.js';

/** A table's columns as the database has them. */
export type TableColumns = Map<string, Set<string>>;

/** Why a part cannot be imported (the account service answers 400 with it; nothing has been written). */
export class InvalidPartError extends Error {}

export interface PlannedRows {
  table: string;
  /** Rows ready to insert: new ids, the caller's user_id, references remapped, deferred columns null. */
  rows: UserDataRow[];
  /** Deferred column -> (new row id -> new referenced id). */
  deferred: Record<string, Record<string, string>>;
  /** New storage key -> file content, for rows with a file. */
  files: Array<{ key: string; content: Buffer }>;
  /** Bytes of those files, as measured. */
  fileBytes: number;
}

/** The file's type read from its bytes, when it is one `file` accepts within its size; else null. */
export function acceptedFileType(file: UserDataFileSpec, content: Buffer): string | null {
  if (!content.length || content.length > file.maxBytes) return null;
  if (file.accept === 'pdf') return isPdf(content) ? 'application/pdf' : null;
  return sniffImageType(content);
}

export interface ImportPlan {
  tables: PlannedRows[];
  ids: IdMap;
  skipped: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const refOf = (value: unknown, ids: IdMap, where: string): string | null => {
  if (value === null || value === undefined) return null;
  if (typeof value !== 'string' || !ids[value])
    throw new InvalidPartError(`${where} references a row that is not in the file`);
  return ids[value];
};

/**
 * Checks a part against the service's tables and columns, and rewrites it for the caller: every row a new id,
 * the caller's user_id, references through the id map (another service's through its map when it has the id,
 * kept as they are otherwise), values written by name turned back into ids (`byValue`). A row whose file is not
 * in the part is left out (an export without photos). Pure: nothing is written.
 */
export function planImport(
  spec: UserDataSpec,
  part: UserDataPart,
  context: {
    userId: string;
    columns: TableColumns;
    maps: IdMaps;
    lookups: Record<string, Map<string, string>>;
  },
): ImportPlan {
  if (part.service !== spec.service) throw new InvalidPartError(`expected the ${spec.service} part`);
  const known = new Set(spec.tables.map((t) => t.table));
  for (const table of Object.keys(part.tables))
    if (!known.has(table)) throw new InvalidPartError(`unknown table ${table}`);
  const fileOf = new Map(part.files.map((f) => [`${f.table}/${f.row_id}`, f.content_base64]));
  const contentOf = new Map<string, { content: Buffer; type: string }>();
  const ids: IdMap = {};
  const kept = new Map<string, UserDataRow[]>();
  let skipped = 0;
  for (const { table, file, byValue, exportOnly } of spec.tables) {
    const columns = context.columns.get(table);
    if (!columns) throw new Error(`table ${table} is missing from the database`);
    const rows: UserDataRow[] = [];
    for (const [index, row] of (part.tables[table] ?? []).entries()) {
      const where = `${table}[${index}]`;
      const id = row.id;
      if (typeof id !== 'string' || !UUID.test(id)) throw new InvalidPartError(`${where} has no valid id`);
      if (ids[id]) throw new InvalidPartError(`${where}: the id ${id} appears twice`);
      for (const key of Object.keys(row))
        if (!columns.has(key) && key !== byValue?.as)
          throw new InvalidPartError(`${where}: unknown column ${key}`);
      // Only what an export holds: a row still in progress would never finish here.
      if (exportOnly && !exportOnly.values.includes(String(row[exportOnly.column])))
        throw new InvalidPartError(
          `${where}: ${exportOnly.column} must be one of ${exportOnly.values.join(', ')}`,
        );
      if (file) {
        // No file (an export without photos), or not what an upload would take: the row is left out.
        const content = Buffer.from(fileOf.get(`${table}/${id}`) ?? '', 'base64');
        const type = acceptedFileType(file, content);
        if (!type) {
          skipped += 1;
          continue;
        }
        contentOf.set(`${table}/${id}`, { content, type });
      }
      ids[id] = randomUUID();
      rows.push(row);
    }
    kept.set(table, rows);
  }
  const tables = spec.tables.map(({ table, refs = {}, deferred = {}, external = {}, byValue, file }) => {
    const planned: PlannedRows = { table, rows: [], deferred: {}, files: [], fileBytes: 0 };
    for (const column of Object.keys(deferred)) planned.deferred[column] = {};
    for (const [index, source] of (kept.get(table) ?? []).entries()) {
      const where = `${table}[${index}]`;
      const oldId = source.id as string;
      const row: UserDataRow = { ...source, id: ids[oldId], user_id: context.userId };
      for (const column of Object.keys(refs)) row[column] = refOf(source[column], ids, `${where}.${column}`);
      for (const column of Object.keys(deferred)) {
        const target = refOf(source[column], ids, `${where}.${column}`);
        row[column] = null;
        if (target) planned.deferred[column][ids[oldId]] = target;
      }
      for (const [column, service] of Object.entries(external)) {
        const value = source[column];
        if (typeof value === 'string') row[column] = context.maps[service]?.[value] ?? value;
      }
      if (byValue) {
        const name = source[byValue.as];
        delete row[byValue.as];
        const found = typeof name === 'string' ? context.lookups[byValue.table]?.get(name) : undefined;
        if (name !== null && name !== undefined && !found)
          throw new InvalidPartError(`${where}: unknown ${byValue.as} ${JSON.stringify(name)}`);
        row[byValue.column] = found ?? null;
      }
      const stored = file && contentOf.get(`${table}/${oldId}`);
      if (file && stored) {
        const key = file.key(context.userId, ids[oldId]);
        row[file.column] = key;
        row[file.typeColumn] = stored.type;
        row[file.sizeColumn] = stored.content.length;
        planned.files.push({ key, content: stored.content });
        planned.fileBytes += stored.content.length;
      }
      planned.rows.push(row);
    }
    return planned;
  });
  return { tables, ids, skipped };
}
