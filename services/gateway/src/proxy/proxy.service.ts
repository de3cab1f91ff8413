import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { SERVICE_NAMES, SERVICE_ROUTES, type ApiError, type ServiceName } from '@yarn-mgmt/contracts';
import type { Request, Response } from 'express';
import { Agent, type ClientRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import {
  createProxyMiddleware,
  debugProxyErrorsPlugin,
  type Plugin,
  type RequestHandler,
} from 'http-proxy-middleware';
import { REQUEST_ID_HEADER } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { apiPathOf, serviceFor } from './route-table.js';

/** Headers a client may send to pass itself off as someone else; the gateway sets its own. */
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-proto',
  'x-forwarded-port',
  'x-real-ip',
];

/**
 * The gateway is the public entry: what it forwards says who called it, never what the caller claimed.
 */
export function setForwardedHeaders(proxyRequest: ClientRequest, request: IncomingMessage): void {
  for (const header of FORWARDING_HEADERS) proxyRequest.removeHeader(header);
  // Hop-by-hop: a client's `Connection: close` must not close the gateway's pooled connection to the service.
  proxyRequest.removeHeader('connection');
  const socket = request.socket as IncomingMessage['socket'] & { encrypted?: boolean };
  if (socket.remoteAddress) proxyRequest.setHeader('x-forwarded-for', socket.remoteAddress);
  proxyRequest.setHeader('x-forwarded-proto', socket.encrypted ? 'https' : 'http');
  if (request.headers.host) proxyRequest.setHeader('x-forwarded-host', request.headers.host);
  // The id the gateway logged this request under (the client's valid one, or a new UUID), so the service's
  // log line for the same request carries it too.
  const id = (request as IncomingMessage & { id?: unknown }).id;
  if (typeof id === 'string') proxyRequest.setHeader(REQUEST_ID_HEADER, id);
  else proxyRequest.removeHeader(REQUEST_ID_HEADER);
}

/**
 * Streams `/api/<prefix>/...` to the owning service with `/api` stripped, over kept-alive connections (one pool
 * per service). The request body is never parsed here. A service that is down, not built, or idle past
 * PROXY_TIMEOUT_MS is a quick 503, never a hang.
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
          // A new TCP connection per request cost a third of the throughput (issue 7).
          agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64 }),
          xfwd: false,
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
      proxyServer.on('proxyReq', setForwardedHeaders);
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
          'x-content-type-options': 'nosniff',
        });
        res.end(JSON.stringify(body));
      });
    };
  }
}
