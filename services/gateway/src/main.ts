import 'reflect-metadata';
import { runService } from '@yarn-mgmt/nest-kit';
import { AppModule, gatewayAppOptions } from './app.module.js';
import { loadGatewayConfig } from './config/gateway.config.js';

await runService({
  name: 'gateway',
  config: () => loadGatewayConfig(),
  module: (config) => AppModule.forRoot(config),
  options: gatewayAppOptions,
});
