import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadAccountConfig } from './config/account.config.js';

await runService({
  name: 'account',
  config: () => loadAccountConfig(),
  module: (config) => AppModule.forRoot(config),
});
