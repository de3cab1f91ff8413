import 'reflect-metadata';
import { bootstrapService, reportStartupFailure } from '@yarn-mgmt/nest-kit';
import { AppModule, gatewayAppOptions } from './app.module.js';
import { loadGatewayConfig } from './config/gateway.config.js';

try {
  const config = loadGatewayConfig();
  await bootstrapService(AppModule.forRoot(config), { ...gatewayAppOptions(config), port: config.PORT });
} catch (error) {
  reportStartupFailure('gateway', error);
}
