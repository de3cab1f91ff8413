import 'reflect-metadata';
import { DynamicModule, Module } from '@nestjs/common';
import {
  GlobalProvidersModule,
  JwtAuthModule,
  RevokedUsers,
  type ServiceAppOptions,
} from '@yarn-mgmt/nest-kit';
import { ComposeModule } from './compose/compose.module.js';
import { GATEWAY_CONFIG, type GatewayConfig } from './config/gateway.config.js';
import { installFrontDoor } from './front/front-door.js';
import { gatewayFront } from './front/gateway-front.js';
import { GatewayHealthModule } from './health/gateway-health.module.js';
import { gatewayRouteLabel } from './metrics/gateway-route-label.js';
import { authThrottlerModule } from './proxy/auth-throttle.js';
import { ProxyModule } from './proxy/proxy.module.js';
import { isProxiedApiCall, isPublicApiRequest } from './proxy/route-table.js';
import { RemotesModule } from './remotes/remotes.module.js';
import { gatewayHelmet, mountLocalMode } from './static/local-mode.js';

@Module({})
export class AppModule {
  static forRoot(config: GatewayConfig): DynamicModule {
    const revoked = new RevokedUsers();
    const auth = JwtAuthModule.forRoot({
      // The signing keys are the same on every account instance: the first one's are read (and cached).
      jwksUrl: `${config.services.account[0]}/.well-known/jwks.json`,
      issuer: config.JWT_ISSUER,
      isPublicRequest: (request) => isPublicApiRequest(request.url, request.method),
      // The services check whether a token is still current; the gateway checks the signature, and refuses
      // at once the tokens of an account it has just seen deleted.
      tokenChecker: revoked,
    });
    return {
      module: AppModule,
      imports: [
        GlobalProvidersModule.forRoot([{ provide: GATEWAY_CONFIG, useValue: config }]),
        authThrottlerModule(config),
        auth,
        // The proxy's catch-all route is registered last, after /health, /remotes.json and the composed calls.
        GatewayHealthModule,
        RemotesModule,
        ComposeModule,
        ProxyModule.forRoot(auth, revoked),
      ],
    };
  }
}

/** How the gateway app differs from a domain service: bodies stream through unread, CSP for the shell, static files. */
export function gatewayAppOptions(
  config: GatewayConfig,
  { fastPath = true }: { fastPath?: boolean } = {},
): ServiceAppOptions {
  return {
    name: 'gateway',
    jsonBodyLimit: false,
    // Static files and the proxy take any query; the composed calls' query schemas are strict themselves.
    unknownQuery: 'ignore',
    // Its own: proxied API answers carry the answering service's headers (see gatewayHelmet).
    helmet: false,
    // With METRICS_PORT: proxied calls timed by the upstream's prefix, whichever way they took.
    metricsRoute: gatewayRouteLabel,
    configure: (app, requestLog) => {
      app.use(gatewayHelmet(config, isProxiedApiCall));
      mountLocalMode(app, config);
      // Every path canonical first (issue 18); already verified API calls then skip Express and Nest (issue 7).
      installFrontDoor(app, gatewayFront(app, { fastPath }), requestLog);
    },
  };
}
