import { Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import {
  isRepeatable,
  SERVICE_NAMES,
  SERVICE_ROUTES,
  type ApiError,
  type ServiceName,
} from '@yarn-mgmt/contracts';
import {
  Agent,
  request as httpRequest,
  type ClientRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
  type ServerResponse,
} from 'node:http';
import { NOT_CONNECTED_CODES, UpstreamPool } from '@yarn-mgmt/nest-kit';
import { GATEWAY_CONFIG, type GatewayConfig } from '../config/gateway.config.js';
import { AccountClosures } from './account-closures.js';
import { bodyOf, NO_ANSWER_CODE, nextTry, type Call, type Target } from './proxy-call.js';
import { HOP_BY_HOP, setForwardedHeaders } from './proxy-headers.js';
import { admit } from './route-table.js';

/** How long an idle pooled connection to a service is kept: below the services' 5 s keep-alive timeout. */
const IDLE_SOCKET_MS = 4_000;

/**
 * Streams `/api/<prefix>/...` to the owning service with `/api` stripped, over kept-alive connections (one pool
 * per service instance). The request body is never parsed here. A service that is down, not built, or idle past
 * PROXY_TIMEOUT_MS is a quick 503, never a hang. Plain `node:http` streams: http-proxy's passes and events cost
 * about a third of the gateway's time per call (issue 7), for features (websockets, rewrites) it does not use.
 *
 * A service may run as several instances (`<SERVICE>_URL` lists them): calls take them in turn; an instance that
 * refuses the connection is left out for a while (UpstreamPool) and the call goes to the next one, whatever its
 * method (nothing reached the first). A call that may have reached an instance goes to the next one only when
 * repeating it is safe (a read, or a keyed write on a route that honours the key: KEYED_WRITES in libs/contracts): when it was
 * cut off before any answer, or when no answer began within PROXY_TRY_TIMEOUT_MS (a stalled instance, SIGSTOP);
 * an instance that gave no answer in time is left out like one that refused. A repeatable call's answer begins
 * within PROXY_TIMEOUT_MS in all, or it is a 503.
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
    const repeatable = isRepeatable(
      request.method ?? 'GET',
      admission.apiPath,
      request.headers['idempotency-key'] !== undefined,
    );
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
            repeatable,
            deadline: Date.now() + this.config.PROXY_TIMEOUT_MS,
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
    const target = call.instances[call.index].value;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (!HOP_BY_HOP.has(name)) headers[name] = value;
    }
    headers.host = `${target.hostname}:${target.port}`;
    let waiting: NodeJS.Timeout | undefined;
    const upstream = httpRequest(
      {
        hostname: target.hostname,
        port: target.port,
        method: request.method ?? 'GET',
        path: (request.url ?? '/').replace(/^\/api(?=\/|\?|$)/, '') || '/',
        headers,
        agent: target.agent,
      },
      (answer) => {
        clearTimeout(waiting);
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
    const noAnswer = () => upstream.destroy(Object.assign(new Error('timed out'), { code: NO_ANSWER_CODE }));
    upstream.setTimeout(this.config.PROXY_TIMEOUT_MS, noAnswer);
    const wait = this.tryTimeout(call);
    if (wait !== undefined) waiting = setTimeout(noAnswer, wait);
    upstream.on('close', () => clearTimeout(waiting));
    upstream.on('error', (error: Error & { code?: string }) => {
      const next = this.retry(call, upstream, error.code ?? '');
      if (next) return this.send(next);
      this.unavailable(call.service, request, response, error);
      call.done();
    });
    if (body.kind === 'streamed') request.pipe(upstream);
    else upstream.end(body.kind === 'kept' ? body.data : undefined);
  }

  /**
   * How long a repeatable call waits for its answer to begin at this instance: PROXY_TRY_TIMEOUT_MS while another
   * instance in the rotation is left to try, else what is left of PROXY_TIMEOUT_MS. Other calls have the idle
   * timeout alone (an upload may take long; nothing else may be sent elsewhere).
   */
  private tryTimeout(call: Call): number | undefined {
    if (!call.repeatable || call.body.kind === 'streamed') return undefined;
    const now = Date.now();
    const left = Math.max(1, call.deadline - now);
    const another = call.instances.slice(call.index + 1).some((instance) => instance.downUntil <= now);
    return another ? Math.min(this.config.PROXY_TRY_TIMEOUT_MS, left) : left;
  }

  /** Where a failed call goes next, if anywhere; an instance that refused or did not answer is taken out. */
  private retry(call: Call, upstream: ClientRequest, code: string): Call | undefined {
    if (call.response.headersSent || call.response.destroyed) return undefined;
    const notConnected = NOT_CONNECTED_CODES.has(code);
    // No answer to a request sent in full: the instance's fault (a slow upload's idle socket is the client's).
    if (notConnected || (code === NO_ANSWER_CODE && upstream.writableFinished)) {
      const instance = call.instances[call.index];
      if (instance.downUntil <= Date.now())
        this.logger.warn(
          `${SERVICE_ROUTES[call.service].label} instance ${instance.url.host} taken out of the rotation: ${code}`,
        );
      this.pools[call.service].markDown(instance);
    }
    return nextTry(call, code, upstream.reusedSocket, notConnected);
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
