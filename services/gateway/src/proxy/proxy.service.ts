import { Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { SERVICE_NAMES, SERVICE_ROUTES, type ApiError, type ServiceName } from '@yarn-mgmt/contracts';
import {
  Agent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { REQUEST_ID_HEADER } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AccountClosures } from './account-closures.js';
import { admit } from './route-table.js';

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

/** How long an idle pooled connection to a service is kept: below the services' 5 s keep-alive timeout. */
const IDLE_SOCKET_MS = 4_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);

/** Whether a request has a body to stream (a length above 0, or chunked). */
function hasBody(request: IncomingMessage): boolean {
  const length = request.headers['content-length'];
  return (length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
}

/** Headers of one connection only (RFC 9110 7.6.1): never passed on in either direction. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);

/**
 * Streams `/api/<prefix>/...` to the owning service with `/api` stripped, over kept-alive connections (one pool
 * per service). The request body is never parsed here. A service that is down, not built, or idle past
 * PROXY_TIMEOUT_MS is a quick 503, never a hang. Plain `node:http` streams: http-proxy's passes and events cost
 * about a third of the gateway's time per call (issue 7), for features (websockets, rewrites) it does not use.
 */
@Injectable()
export class ProxyService {
  private readonly logger = new Logger('Proxy');
  private readonly targets: Record<ServiceName, { hostname: string; port: string; agent: Agent }>;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Optional() private readonly closures?: AccountClosures,
  ) {
    this.targets = Object.fromEntries(
      SERVICE_NAMES.map((service) => {
        const url = new URL(config.services[service]);
        // A new TCP connection per request cost a third of the throughput (issue 7). An idle pooled connection
        // is closed after IDLE_SOCKET_MS, before the service's own 5 s keep-alive timeout closes it under us.
        const agent = new Agent({
          keepAlive: true,
          maxSockets: 256,
          maxFreeSockets: 64,
          timeout: IDLE_SOCKET_MS,
        });
        return [service, { hostname: url.hostname, port: url.port || '80', agent }];
      }),
    ) as Record<ServiceName, { hostname: string; port: string; agent: Agent }>;
  }

  forward(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const admission = admit(request.method ?? 'GET', request.url ?? '/');
    if (admission.kind !== 'service') throw new NotFoundException(`No API route for ${request.url}`);
    // The service gets the canonical path every decision read (already so when the shortcut saw it first).
    request.url = admission.url;
    const service = admission.service;
    // The client went away before the answer was sent: stop asking the service.
    let current: ClientRequest | undefined;
    response.on('close', () => {
      if (!response.writableFinished) current?.destroy();
    });
    return new Promise((resolve) => {
      current = this.send(service, request, response, resolve, true);
    });
  }

  /**
   * One call to the service. A pooled connection the service closed just as it was reused fails before any
   * answer (ECONNRESET): a request without a body that cannot change anything (GET, HEAD, OPTIONS) is then sent
   * once more on a fresh connection, as browsers and undici do, instead of failing the user's page with a 503.
   */
  private send(
    service: ServiceName,
    request: IncomingMessage,
    response: ServerResponse,
    done: () => void,
    mayRetry: boolean,
  ): ClientRequest {
    const target = this.targets[service];
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = `${target.hostname}:${target.port}`;
    const method = request.method ?? 'GET';
    const retryable = mayRetry && SAFE_METHODS.has(method) && !hasBody(request);
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method,
        path: (request.url ?? '/').replace(/^\/api(?=\/|\?|$)/, '') || '/',
        headers,
        agent: target.agent,
      },
      (answer) => {
        const passed: OutgoingHttpHeaders = {};
        for (const [name, value] of Object.entries(answer.headers)) {
          if (!HOP_BY_HOP.has(name) && value !== undefined) passed[name] = value;
        }
        this.closures?.observe(request, answer.statusCode ?? 502);
        response.writeHead(answer.statusCode ?? 502, answer.statusMessage, passed);
        answer.pipe(response);
        answer.on('end', done);
        answer.on('error', () => response.destroy());
      },
    );
    setForwardedHeaders(upstream, request);
    upstream.setTimeout(this.config.PROXY_TIMEOUT_MS, () =>
      upstream.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    upstream.on('error', (error: Error & { code?: string }) => {
      if (retryable && upstream.reusedSocket && RESET_CODES.has(error.code ?? '') && !response.headersSent) {
        this.send(service, request, response, done, false);
        return;
      }
      this.unavailable(service, request, response, error);
      done();
    });
    if (retryable) upstream.end();
    else request.pipe(upstream);
    return upstream;
  }

  private unavailable(
    service: ServiceName,
    request: IncomingMessage,
    response: ServerResponse,
    error: Error & { code?: string },
  ): void {
    const label = SERVICE_ROUTES[service].label;
    this.logger.warn(
      `${label} service unavailable for ${request.method} ${request.url}: ${error.code ?? error.message}`,
    );
    if (response.headersSent) {
      response.destroy();
      return;
    }
    const body: ApiError = { statusCode: 503, error: `The ${label} service is unavailable` };
    response.writeHead(503, {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
    });
    response.end(JSON.stringify(body));
  }
}
