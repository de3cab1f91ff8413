import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadInventoryConfig } from '../config/inventory.config.js';
import { inventoryDataSourceOptions } from './data-source.js';

await runMigrateCommand('inventory', () => inventoryDataSourceOptions(loadInventoryConfig().DATABASE_URL));
