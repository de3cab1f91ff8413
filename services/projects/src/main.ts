import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadProjectsConfig } from './config/projects.config.js';

await runService({
  name: 'projects',
  config: () => loadProjectsConfig(),
  module: (config) => AppModule.forRoot(config),
});
