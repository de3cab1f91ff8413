import { createDataSource, runMigrations, type ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { createTestDatabase, queryTestDatabase } from './database.js';

export interface SchemaCheck {
  /** What TypeORM would change to make the migrated database match the entities: empty when they agree. */
  pending: string[];
  /** Tables left (besides `migrations`) after every migration's `down` ran, newest first: empty when they undo. */
  leftAfterDown: string[];
}

/**
 * The check that a service's entities and its reviewed SQL migrations agree: migrate a fresh database, ask
 * TypeORM's schema builder what it would change (the dry run of `migration:generate`), then undo every migration.
 */
export async function checkEntitiesAgainstMigrations(
  dataSourceOptions: (url: string) => ServiceDataSourceOptions,
): Promise<SchemaCheck> {
  const db = await createTestDatabase('schema_check');
  try {
    await runMigrations(dataSourceOptions(db.url));
    const dataSource = createDataSource({ ...dataSourceOptions(db.url), migrationsRun: false });
    await dataSource.initialize();
    try {
      const log = await dataSource.driver.createSchemaBuilder().log();
      const pending = log.upQueries.map((query) => query.query);
      for (let i = 0; i < dataSource.migrations.length; i += 1) await dataSource.undoLastMigration();
      const tables = await queryTestDatabase<{ tablename: string }>(
        db.url,
        `SELECT tablename FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
      );
      return { pending, leftAfterDown: tables.map((table) => table.tablename) };
    } finally {
      await dataSource.destroy();
    }
  } finally {
    await db.drop();
  }
}
