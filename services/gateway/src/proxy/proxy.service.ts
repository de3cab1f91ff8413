import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { SERVICE_NAMES, SERVICE_ROUTES, type ApiError, type ServiceName } from '@yarn-mgmt/contracts';
import type { Request, Response } from 'express';
import type { ServerResponse } from 'node:http';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  type Plugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { apiPathOf, serviceFor } from './route-table.js';

/**
 * Streams `/api/<prefix>/...` to the owning service with `/api` stripped. The request body is never parsed
 * here. A service that is down, not built, or idle past PROXY_TIMEOUT_MS is a quick 503, never a hang.
 */
@Injectable()
export class ProxyService {
  private readonly logger = new Logger('Proxy');
  private readonly proxies: Record<ServiceName, RequestHandler>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    this.proxies = Object.fromEntries(
      SERVICE_NAMES.map((service) => [
        service,
        createProxyMiddleware({
          target: config.services[service],
          changeOrigin: true,
          xfwd: true,
          proxyTimeout: config.PROXY_TIMEOUT_MS,
          pathRewrite: (path) => path.replace(/^\/api(?=\/|\?|$)/, '') || '/',
          // The default error plugin answers 502/504 in plain text; ours answers the platform's JSON 503.
          ejectPlugins: true,
          plugins: [debugProxyErrorsPlugin, this.unavailablePlugin(service)],
        }),
      ]),
    ) as Record<ServiceName, RequestHandler>;
  }

  async forward(request: Request, response: Response): Promise<void> {
    const apiPath = apiPathOf(request.url);
    const service = apiPath ? serviceFor(apiPath) : undefined;
    if (!service) throw new NotFoundException(`No API route for ${apiPath ?? request.path}`);
    await this.proxies[service](request, response);
  }

  private unavailablePlugin(service: ServiceName): Plugin {
    const label = SERVICE_ROUTES[service].label;
    return (proxyServer) => {
      proxyServer.on('error', (error: Error & { code?: string }, request, response) => {
        this.logger.warn(
          `${label} service unavailable for ${request.method} ${request.url}: ${error.code ?? error.message}`,
        );
        const res = response as ServerResponse;
        if (typeof res.writeHead !== 'function') {
          (response as unknown as { destroy?: () => void }).destroy?.();
          return;
        }
        if (res.headersSent) {
          res.end();
          return;
        }
        const body: ApiError = { statusCode: 503, error: `The ${label} service is unavailable` };
        res.writeHead(503, {
          'content-type': 'application/json; charset=utf-8',
          'cache-control': 'no-store',
        });
        res.end(JSON.stringify(body));
      });
    };
  }
}
