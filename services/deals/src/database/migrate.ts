import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadDealsConfig } from '../config/deals.config.js';
import { dealsDataSourceOptions } from './data-source.js';

await runMigrateCommand('deals', () => dealsDataSourceOptions(loadDealsConfig().DATABASE_URL));
