import 'reflect-metadata';
import { runMigrateCommand } from '@yarn-mgmt/nest-kit';
import { loadProjectsConfig } from '../config/projects.config.js';
import { projectsDataSourceOptions } from './data-source.js';

await runMigrateCommand('projects', () => projectsDataSourceOptions(loadProjectsConfig().DATABASE_URL));
