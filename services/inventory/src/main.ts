import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadInventoryConfig } from './config/inventory.config.js';

await runService({
  name: 'inventory',
  config: () => loadInventoryConfig(),
  module: (config) => AppModule.forRoot(config),
});
