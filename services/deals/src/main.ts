import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadDealsConfig } from './config/deals.config.js';

await runService({
  name: 'deals',
  config: () => loadDealsConfig(),
  module: (config) => AppModule.forRoot(config),
});
