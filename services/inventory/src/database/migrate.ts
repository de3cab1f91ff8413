import 'reflect-metadata';
import { runMigrationsCli } from '@yarn-mgmt/nest-kit';
import { loadInventoryConfig } from '../config/inventory.config.js';
import { inventoryDataSourceOptions } from './data-source.js';

// `npm run migrate -w @yarn-mgmt/service-inventory`: creates the database if missing, applies pending migrations.
try {
  const config = loadInventoryConfig();
  await runMigrationsCli('inventory', inventoryDataSourceOptions(config.DATABASE_URL));
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
}
