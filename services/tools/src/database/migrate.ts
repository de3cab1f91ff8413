import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadToolsConfig } from '../config/tools.config.js';
import { toolsDataSourceOptions } from './data-source.js';

await runMigrateCommand('tools', () => toolsDataSourceOptions(loadToolsConfig().DATABASE_URL));
