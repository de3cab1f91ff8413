import type { UserDataService } from '@yarn-mgmt/contracts';

/** How one table of a service takes part in export, import and erase. Every table has `user_id`. */
export interface UserDataTable {
  table: string;
  /** Columns holding ids of rows of this part: column -> table. Imported through the part's own id map. */
  refs?: Record<string, string>;
  /**
   * Columns set after every table is in (a reference cycle: a project's progress counter): column -> table.
   */
  deferred?: Record<string, string>;
  /** Columns holding ids of another service's rows: remapped through that service's map when it has the id. */
  external?: Record<string, UserDataService>;
  /** A shared reference row written by value: the column, the shared table, its unique column, the key written. */
  byValue?: { column: string; table: string; by: string; as: string };
  /**
   * A unique key of the table besides its id (text columns compared regardless of case, reference columns after
   * remapping): an imported row whose key the user already has is merged into that row instead of inserted.
   */
  mergeOn?: string[];
  /**
   * The columns of a provider link (a Ravelry sync's source and id), unique per user when set: an imported row
   * whose link the user already has is that row, left as it is with the rows under it; rows without a link import
   * as always.
   */
  providerLink?: string[];
  /** The row's stored file: the column holding its storage key and the key a new row's file gets. */
  file?: UserDataFileSpec;
  /**
   * Only rows whose `column` holds one of `values` travel (work still in progress would not resume in another
   * account): the others are left out of an export, an import that holds one is refused, and an erase or a
   * discard removes every row as always.
   */
  exportOnly?: { column: string; values: readonly string[] };
}

/**
 * How an imported file is checked, as an upload would be: its type is read from its bytes (`accept`), never
 * from the row; its size is measured; a row whose file is not of that type, or is larger than `maxBytes`, is
 * left out (counted in `skipped`). With `quota`, the table's sizes of the user may not pass the limit (413).
 */
export interface UserDataFileSpec {
  column: string;
  key: (userId: string, rowId: string) => string;
  accept: 'image' | 'pdf';
  maxBytes: number;
  /** Columns written from the bytes: the type read and the size measured. */
  typeColumn: string;
  sizeColumn: string;
  /** The storage limit: read from the service's config (its injection token) when an import runs. */
  quota?: { config: symbol | string; limitBytes: (config: never) => number };
}

export interface UserDataSpec {
  service: UserDataService;
  /** Insert order: a table's refs point only at tables before it (or are deferred). */
  tables: UserDataTable[];
  /** Tables erased but never exported (bookkeeping such as idempotency keys). */
  eraseOnly?: string[];
}

/** Injection token of the service's spec. */
export const USER_DATA_SPEC = Symbol('USER_DATA_SPEC');
