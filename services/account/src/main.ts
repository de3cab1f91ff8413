import 'reflect-metadata';
import { bootstrapService, reportStartupFailure } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadAccountConfig } from './config/account.config.js';

try {
  const config = loadAccountConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'account', port: config.PORT });
} catch (error) {
  reportStartupFailure('account', error);
}
