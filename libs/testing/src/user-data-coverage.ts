import { runMigrations, type ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { createTestDatabase, queryTestDatabase } from './database.js';

/** What a service's user-data spec names (structurally: the kit's `UserDataSpec` fits). */
export interface UserDataTables {
  tables: ReadonlyArray<{ table: string }>;
  eraseOnly?: readonly string[];
}

export interface UserDataCoverage {
  /** Tables the migrations create that neither the export nor the list of non-user tables names. */
  notCovered: string[];
  /** Tables the spec or the list names that the migrations do not create (a rename left behind). */
  notInDatabase: string[];
  /** Tables listed as holding no user data that have a `user_id` column: an erase would leave their rows. */
  ownedButListed: string[];
}

/** The migrations runner's own bookkeeping (TypeORM's default table name), in every service's database. */
const MIGRATIONS_TABLE = 'migrations';

/**
 * Whether a service's user-data export (and so its import and erase) knows every table its migrations create:
 * migrates a fresh database and compares its tables with the spec's tables, its erase-only tables and the
 * tables the service says hold no user data (table -> why). A table added by a migration and forgotten in the
 * spec shows in `notCovered`: a user's export would silently lack it and an erase would leave it behind.
 */
export async function checkUserDataCoverage(
  dataSourceOptions: (url: string) => ServiceDataSourceOptions,
  spec: UserDataTables,
  notUserData: Readonly<Record<string, string>>,
): Promise<UserDataCoverage> {
  const db = await createTestDatabase('user_data_coverage');
  try {
    await runMigrations(dataSourceOptions(db.url));
    const rows = await queryTestDatabase<{ table_name: string; owned: boolean }>(
      db.url,
      `SELECT t.table_name, EXISTS (SELECT 1 FROM information_schema.columns c
         WHERE c.table_schema = t.table_schema AND c.table_name = t.table_name AND c.column_name = 'user_id') AS owned
       FROM information_schema.tables t
       WHERE t.table_schema = current_schema() AND t.table_type = 'BASE TABLE' ORDER BY 1`,
    );
    const inDatabase = new Set(rows.map((row) => row.table_name));
    const listed = new Set([MIGRATIONS_TABLE, ...Object.keys(notUserData)]);
    const named = new Set([...spec.tables.map((t) => t.table), ...(spec.eraseOnly ?? []), ...listed]);
    return {
      notCovered: [...inDatabase].filter((table) => !named.has(table)),
      notInDatabase: [...named].filter((table) => !inDatabase.has(table)).sort(),
      ownedButListed: rows
        .filter((row) => row.owned && listed.has(row.table_name))
        .map((row) => row.table_name),
    };
  } finally {
    await db.drop();
  }
}
