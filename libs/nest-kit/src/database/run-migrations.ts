import { ConsoleLogger } from '@nestjs/common';
import { createDataSource, type ServiceDataSourceOptions } from './data-source.js';
import { ensureDatabase, redactUrl } from './ensure-database.js';

/** Creates the database if needed and applies pending migrations; returns the names applied. */
export async function runMigrations(
  options: Omit<ServiceDataSourceOptions, 'migrationsRun'>,
): Promise<string[]> {
  await ensureDatabase(options.url);
  const dataSource = createDataSource({ ...options, migrationsRun: false });
  await dataSource.initialize();
  try {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    return applied.map((migration) => migration.name);
  } finally {
    await dataSource.destroy();
  }
}

/**
 * The whole of a service's `migrate` command (`dist/database/migrate.js`, one line): reads the config, creates
 * the database if needed, applies pending migrations, logs what it did and sets the exit code.
 */
export async function runMigrateCommand(
  service: string,
  dataSourceOptions: () => Omit<ServiceDataSourceOptions, 'migrationsRun'>,
): Promise<void> {
  const logger = new ConsoleLogger(`${service}:migrate`, { json: true });
  try {
    const options = dataSourceOptions();
    const applied = await runMigrations(options);
    logger.log(
      applied.length
        ? `applied ${applied.length} migration(s) to ${redactUrl(options.url)}: ${applied.join(', ')}`
        : `database ${redactUrl(options.url)} is up to date`,
    );
  } catch (error) {
    logger.error(
      `migrations failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
    );
    process.exitCode = 1;
  }
}
