import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import { JwtAuthModule, RevokedUsers, type ServiceAppOptions } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { GatewayHealthController } from './health/gateway-health.controller.js';
import { authThrottlerModule } from './proxy/auth-throttle.js';
import { ProxyController } from './proxy/proxy.controller.js';
import { AccountClosures } from './proxy/account-closures.js';
import { ProxyService } from './proxy/proxy.service.js';
import { proxyShortcut } from './proxy/proxy-shortcut.js';
import { isProxiedApiCall, isPublicApiRequest } from './proxy/route-table.js';
import { RemotesController } from './remotes/remotes.controller.js';
import { gatewayHelmetOptions, mountLocalMode } from './static/local-mode.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const revoked = new RevokedUsers();
    return {
      module: AppModule,
      imports: [
        authThrottlerModule(config),
        JwtAuthModule.forRoot({
          jwksUrl: `${config.services.account}/.well-known/jwks.json`,
          issuer: config.JWT_ISSUER,
          isPublicRequest: (request) => isPublicApiRequest(request.url, request.method),
          // The services check whether a token is still current; the gateway checks the signature, and refuses
          // at once the tokens of an account it has just seen deleted.
          tokenChecker: revoked,
        }),
      ],
      // The proxy's catch-all route is registered last, after /health and /remotes.json.
      controllers: [GatewayHealthController, RemotesController, ProxyController],
      providers: [
        { provide: GATEWAY_CONFIG, useValue: config },
        { provide: RevokedUsers, useValue: revoked },
        AccountClosures,
        ProxyService,
      ],
    };
  }
}

/** How the gateway app differs from a domain service: bodies stream through unread, CSP for the shell, static files. */
export function gatewayAppOptions(config: GatewayConfig): ServiceAppOptions {
  return {
    name: 'gateway',
    jsonBodyLimit: false,
    // Static files and the proxy take any query; the gateway has no query schemas of its own.
    unknownQuery: 'ignore',
    helmet: gatewayHelmetOptions(config),
    helmetSkip: isProxiedApiCall,
    // Already verified API calls skip Express and Nest on their way to the service (issue 7).
    shortcut: proxyShortcut,
    configure: (app) => mountLocalMode(app, config),
  };
}
