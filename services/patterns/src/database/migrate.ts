import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadPatternsConfig } from '../config/patterns.config.js';
import { patternsDataSourceOptions } from './data-source.js';

await runMigrateCommand('patterns', () => patternsDataSourceOptions(loadPatternsConfig().DATABASE_URL));
