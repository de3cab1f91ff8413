import 'reflect-metadata';
import { bootstrapService, reportStartupFailure } from '@yarn-mgmt/nest-kit';
import { AppModule } from './app.module.js';
import { loadInventoryConfig } from './config/inventory.config.js';

try {
  const config = loadInventoryConfig();
  await bootstrapService(AppModule.forRoot(config), { name: 'inventory', port: config.PORT });
} catch (error) {
  reportStartupFailure('inventory', error);
}
