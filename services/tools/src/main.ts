import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadToolsConfig } from './config/tools.config.js';

await runService({
  name: 'tools',
  config: () => loadToolsConfig(),
  module: (config) => AppModule.forRoot(config),
});
