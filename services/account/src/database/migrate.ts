import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadAccountConfig } from '../config/account.config.js';
import { accountDataSourceOptions } from './data-source.js';

await runMigrateCommand('account', () => accountDataSourceOptions(loadAccountConfig().DATABASE_URL));
