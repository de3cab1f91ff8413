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
import { NOT_CONNECTED_CODES, UpstreamPool, type Upstream } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AccountClosures } from './account-closures.js';
import { hasBody, HOP_BY_HOP, setForwardedHeaders } from './proxy-headers.js';
import { admit } from './route-table.js';

/** How long an idle pooled connection to a service is kept: below the services' 5 s keep-alive timeout. */
const IDLE_SOCKET_MS = 4_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const RESET_CODES = new Set(['ECONNRESET', 'EPIPE']);
/**
 * A body up to this size (a JSON write) is kept until the call is answered, so that it can go to another
 * instance; a larger one (an upload) streams to one instance and is never resent.
 */
const REPLAY_LIMIT = 1 << 20;

interface Target {
  hostname: string;
  port: string;
  agent: Agent;
}
type Body = { kind: 'none' } | { kind: 'kept'; data: Buffer } | { kind: 'streamed' };

/** One call's way through a service's instances. */
interface Call {
  service: ServiceName;
  request: IncomingMessage;
  response: ServerResponse;
  body: Body;
  instances: Array<Upstream<Target>>;
  index: number;
  /** Already sent once more on a fresh connection after a reused one was reset. */
  resent: boolean;
  done: () => void;
  track: (upstream: ClientRequest) => void;
}

async function bodyOf(request: IncomingMessage): Promise<Body> {
  if (!hasBody(request)) return { kind: 'none' };
  const length = Number(request.headers['content-length']);
  if (!Number.isFinite(length) || length > REPLAY_LIMIT) return { kind: 'streamed' };
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return { kind: 'kept', data: Buffer.concat(chunks) };
}

/**
 * Streams `/api/<prefix>/...` to the owning service with `/api` stripped, over kept-alive connections (one pool
 * per service instance). The request body is never parsed here. A service that is down, not built, or idle past
 * PROXY_TIMEOUT_MS is a quick 503, never a hang. Plain `node:http` streams: http-proxy's passes and events cost
 * about a third of the gateway's time per call (issue 7), for features (websockets, rewrites) it does not use.
 *
 * A service may run as several instances (`<SERVICE>_URL` lists them): calls take them in turn; an instance that
 * refuses the connection is left out for a while (UpstreamPool) and the call goes to the next one, whatever its
 * method (nothing reached the first). A call cut off before any answer goes to the next instance only when
 * repeating it is safe: a read, or a write that carries an Idempotency-Key.
 */
@Injectable()
export class ProxyService {
  private readonly logger = new Logger('Proxy');
  private readonly pools: Record<ServiceName, UpstreamPool<Target>>;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    @Optional() private readonly closures?: AccountClosures,
  ) {
    this.pools = Object.fromEntries(
      SERVICE_NAMES.map((service) => [
        service,
        new UpstreamPool<Target>(config.services[service], (url) => ({
          hostname: url.hostname,
          port: url.port || '80',
          // A new TCP connection per request cost a third of the throughput (issue 7). An idle pooled
          // connection is closed after IDLE_SOCKET_MS, before the service's own 5 s keep-alive timeout.
          agent: new Agent({ keepAlive: true, maxSockets: 256, maxFreeSockets: 64, timeout: IDLE_SOCKET_MS }),
        })),
      ]),
    ) as Record<ServiceName, UpstreamPool<Target>>;
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
      bodyOf(request).then(
        (body) =>
          this.send({
            service,
            request,
            response,
            body,
            instances: this.pools[service].order(),
            index: 0,
            resent: false,
            done: resolve,
            track: (upstream) => (current = upstream),
          }),
        () => {
          // The client's body broke off: there is nobody to answer.
          response.destroy();
          resolve();
        },
      );
    });
  }

  /**
   * One call to one instance. A pooled connection the service closed just as it was reused fails before any
   * answer (ECONNRESET): a call that is safe to repeat is then sent once more on a fresh connection, as browsers
   * and undici do, instead of failing the user's page with a 503.
   */
  private send(call: Call): void {
    const { request, response, body } = call;
    const instance = call.instances[call.index];
    const target = instance.value;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = `${target.hostname}:${target.port}`;
    const method = request.method ?? 'GET';
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
        answer.on('end', call.done);
        answer.on('error', () => response.destroy());
      },
    );
    call.track(upstream);
    setForwardedHeaders(upstream, request);
    upstream.setTimeout(this.config.PROXY_TIMEOUT_MS, () =>
      upstream.destroy(Object.assign(new Error('timed out'), { code: 'ETIMEDOUT' })),
    );
    upstream.on('error', (error: Error & { code?: string }) => {
      const next = this.retry(call, upstream, error.code ?? '');
      if (next) return this.send(next);
      this.unavailable(call.service, request, response, error);
      call.done();
    });
    if (body.kind === 'streamed') request.pipe(upstream);
    else upstream.end(body.kind === 'kept' ? body.data : undefined);
  }

  /** Where a failed call goes next, if anywhere. */
  private retry(call: Call, upstream: ClientRequest, code: string): Call | undefined {
    if (call.response.headersSent || call.response.destroyed || call.body.kind === 'streamed')
      return undefined;
    const pool = this.pools[call.service];
    const more = call.index + 1 < call.instances.length;
    if (NOT_CONNECTED_CODES.has(code)) {
      pool.markDown(call.instances[call.index]);
      return more ? { ...call, index: call.index + 1 } : undefined;
    }
    const safe =
      SAFE_METHODS.has(call.request.method ?? 'GET') || call.request.headers['idempotency-key'] !== undefined;
    if (!safe || !RESET_CODES.has(code)) return undefined;
    if (upstream.reusedSocket && !call.resent) return { ...call, resent: true };
    return more ? { ...call, index: call.index + 1 } : undefined;
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
