import { DataSource, type DataSourceOptions, type EntitySchema, type MigrationInterface } from 'typeorm';
import { databaseTimeouts, poolTimeoutSettings, type DatabaseTimeouts } from './timeouts.js';

export interface ServiceDataSourceOptions {
  url: string;
  // eslint-disable-next-line @typescript-eslint/no-unsafe-function-type
  entities: Array<Function | EntitySchema>;
  migrations: Array<new () => MigrationInterface>;
  /** Run pending migrations when the data source initialises (default true). */
  migrationsRun?: boolean;
  /** Name shown in PostgreSQL's pg_stat_activity. */
  applicationName?: string;
  /** Statement, lock-wait and idle-in-transaction limits; default: from DATABASE_*_TIMEOUT_MS (timeouts.ts). */
  timeouts?: Partial<DatabaseTimeouts>;
}

/** PostgreSQL options every service uses: schema changes come only from migrations, never from `synchronize`. */
export function dataSourceOptions(options: ServiceDataSourceOptions): DataSourceOptions {
  return {
    type: 'postgres',
    url: options.url,
    entities: options.entities,
    migrations: options.migrations,
    synchronize: false,
    migrationsRun: options.migrationsRun ?? true,
    migrationsTransactionMode: 'each',
    applicationName: options.applicationName,
    extra: {
      max: 10,
      connectionTimeoutMillis: 5_000,
      ...poolTimeoutSettings({ ...databaseTimeouts(), ...options.timeouts }),
    },
  };
}

export function createDataSource(options: ServiceDataSourceOptions): DataSource {
  return new DataSource(dataSourceOptions(options));
}
