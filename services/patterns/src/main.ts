import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadPatternsConfig } from './config/patterns.config.js';

await runService({
  name: 'patterns',
  config: () => loadPatternsConfig(),
  module: (config) => AppModule.forRoot(config),
});
