import 'reflect-metadata';
import { runMigrationsCli } from '@yarn-mgmt/nest-kit';
import { loadAccountConfig } from '../config/account.config.js';
import { accountDataSourceOptions } from './data-source.js';

// `npm run migrate -w @yarn-mgmt/service-account`: creates the database if missing, applies pending migrations.
try {
  const config = loadAccountConfig();
  await runMigrationsCli('account', accountDataSourceOptions(config.DATABASE_URL));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
