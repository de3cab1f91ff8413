import { Logger } from '@nestjs/common';
import type { ServiceName } from '@yarn-mgmt/contracts';
import { PinoLogger } from 'nestjs-pino';
import type { z } from 'zod';
import { REQUEST_ID_HEADER } from '../bootstrap/request-log.js';
import { attemptBody, bodyToFile, bodyType } from './neighbour-body.js';
import { CUT_OFF_CODES, NOT_CONNECTED_CODES, UpstreamPool } from './upstream-pool.js';

/**
 * nestjs-pino's logger of the request being served (global in every service with the request log): a client
 * class takes it as `@Optional() requestLog?: RequestLog` and hands it to its NeighbourClient.
 */
export { PinoLogger as RequestLog };

/**
 * Why a call gave nothing usable: `down` (no connection, a 5xx, or an answer of the wrong shape), `timeout` (no
 * answer within the client's time), `refused` (a 4xx: the other service's own answer, with its status and text).
 */
export type NeighbourFailure = 'down' | 'timeout' | 'refused';

/** The one answer shape of a call to another service. */
export type NeighbourAnswer<T> =
  { ok: true; value: T } | { ok: false; reason: NeighbourFailure; status?: number; error?: string };

/**
 * Whose authority a call carries: the caller's own `Authorization` header (the other service answers for that
 * user only), or a service token scoped to one thing (auth/service-token.ts).
 */
export type NeighbourAuth = { authorization: string } | { serviceToken: string };

export interface NeighbourCall {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path (and query) on the other service. */
  path: string;
  auth: NeighbourAuth;
  headers?: Record<string, string>;
  /** Sent as JSON. */
  json?: unknown;
  /** A body already encoded as JSON, streamed piece by piece (never joined here). */
  stream?: Iterable<Uint8Array>;
  /** A multipart form (a file sent on to the service that keeps it); fetch writes its content type. */
  form?: FormData;
  /**
   * A file's bytes as they are, with their type (a PDF handed back to the service that keeps it): in memory, or a
   * file on disk streamed from it (opened again for each instance tried, never read whole).
   */
  file?: { data: Uint8Array; type: string } | { path: string; type: string };
}

export interface NeighbourClientOptions {
  /** The service called: one the caller may call (libs/contracts CALL_GRAPH, held by libs/testing's test). */
  service: ServiceName;
  /** From the caller's validated config (`<SERVICE>_URL`): one base URL, or one per instance separated by commas. */
  baseUrl: string;
  /** A slow neighbour must not make the caller's own answer slow: the whole call, whichever instances it tries. */
  timeoutMs: number;
  /**
   * A read (or a call with an idempotency key) whose answer has not begun this long goes to the next instance in
   * the rotation, if there is one, and this one is left out for a while (a stalled instance). Half of `timeoutMs`
   * unless given.
   */
  tryTimeoutMs?: number;
  /** The request log (nestjs-pino): the id of the request being served goes on as `X-Request-Id`. */
  requestLog?: PinoLogger;
}

type Read<T> = (response: Response) => Promise<{ ok: true; value: T } | { ok: false }>;

/** The id of the request being served, as nestjs-pino bound it to the request's logger (request-log.ts). */
function currentRequestId(log: PinoLogger | undefined): string | undefined {
  if (!log) return undefined;
  try {
    const id = (log.logger.bindings() as { requestId?: unknown }).requestId;
    return typeof id === 'string' ? id : undefined;
  } catch {
    return undefined;
  }
}

function authorizationOf(auth: NeighbourAuth): string {
  return 'authorization' in auth ? auth.authorization : `Bearer ${auth.serviceToken}`;
}

/**
 * How a service calls another one (ARCHITECTURE.md, Boundaries): JSON over HTTP to the base URL of its config,
 * with the caller's token or a scoped service token, within a timeout, passing the request id on, and one
 * answer shape whatever happened, so the caller degrades instead of failing. Nothing here throws.
 */
export class NeighbourClient {
  private readonly logger: Logger;
  private readonly pool: UpstreamPool;

  constructor(private readonly options: NeighbourClientOptions) {
    this.logger = new Logger(`NeighbourClient:${options.service}`);
    this.pool = new UpstreamPool(options.baseUrl, () => undefined);
  }

  get service(): ServiceName {
    return this.options.service;
  }

  /** The answer's JSON, checked against `schema`; an answer of another shape is `down`. */
  json<S extends z.ZodType>(call: NeighbourCall, schema: S): Promise<NeighbourAnswer<z.output<S>>> {
    return this.send<z.output<S>>(call, async (response) => {
      const text = await response.text();
      let data: unknown;
      try {
        data = text ? (JSON.parse(text) as unknown) : undefined;
      } catch {
        return { ok: false };
      }
      const parsed = schema.safeParse(data);
      return parsed.success ? { ok: true, value: parsed.data } : { ok: false };
    });
  }

  /** The answer's bytes as they came (parsed later, elsewhere). */
  bytes(call: NeighbourCall): Promise<NeighbourAnswer<Uint8Array>> {
    return this.send(call, async (response) => ({
      ok: true,
      value: new Uint8Array(await response.arrayBuffer()),
    }));
  }

  /**
   * A successful answer's body streamed into the file at `path` (made, or emptied first; never whole in memory):
   * the bytes written. Fails as `bytes` does; after a failure the file's content means nothing.
   */
  toFile(call: NeighbourCall, path: string): Promise<NeighbourAnswer<number>> {
    return this.send(call, async (response) => ({ ok: true, value: await bodyToFile(response, path) }));
  }

  private async send<T>(call: NeighbourCall, read: Read<T>): Promise<NeighbourAnswer<T>> {
    const hasBody =
      call.json !== undefined ||
      call.stream !== undefined ||
      call.form !== undefined ||
      call.file !== undefined;
    const method = call.method ?? (hasBody ? 'POST' : 'GET');
    const headers: Record<string, string> = {
      accept: 'application/json',
      ...call.headers,
      authorization: authorizationOf(call.auth),
    };
    const requestId = currentRequestId(this.options.requestLog);
    if (requestId) headers[REQUEST_ID_HEADER] = requestId;
    const type = bodyType(call);
    if (type !== undefined) headers['content-type'] = type;
    const what = `${method} ${call.path.split('?')[0]}`;
    // Another instance gets the call when this one never took the connection, or, for a call that changes
    // nothing or carries an idempotency key (sent only to a route that honours it), when the connection was cut
    // or no answer began within the try timeout. A streamed body is read once: it goes to one instance only (a
    // file on disk is opened again for each).
    const repeatable = call.stream === undefined;
    const safe = method === 'GET' || 'idempotency-key' in lowerKeys(headers);
    const instances = this.pool.order();
    const overall = AbortSignal.timeout(this.options.timeoutMs);
    for (const [index, instance] of instances.entries()) {
      const last = index === instances.length - 1 || !repeatable;
      const tryAbort = new AbortController();
      const waiting =
        safe && !last && instances.slice(index + 1).some((other) => other.downUntil <= Date.now())
          ? setTimeout(() => tryAbort.abort(), this.options.tryTimeoutMs ?? this.options.timeoutMs / 2)
          : undefined;
      // Made for each try: a file is opened again and sent from its start.
      const body = attemptBody(call);
      try {
        const response = await fetch(new URL(call.path, instance.url), {
          method,
          headers,
          ...body.init,
          signal: AbortSignal.any([overall, tryAbort.signal]),
        });
        clearTimeout(waiting);
        this.pool.markUp(instance);
        return await this.answer(what, response, read);
      } catch (error) {
        clearTimeout(waiting);
        // No answer in time: the instance is stalled or overwhelmed, and is left out like one that refused.
        if (overall.aborted || tryAbort.signal.aborted) this.pool.markDown(instance);
        if (overall.aborted)
          return this.failed(
            what,
            { ok: false, reason: 'timeout' },
            `no answer within ${this.options.timeoutMs} ms`,
          );
        if (tryAbort.signal.aborted) continue;
        const code = causeOf(error);
        if (NOT_CONNECTED_CODES.has(code)) this.pool.markDown(instance);
        const again = NOT_CONNECTED_CODES.has(code) || (safe && CUT_OFF_CODES.has(code));
        if (last || !again) return this.failed(what, { ok: false, reason: 'down' }, code);
      } finally {
        body.close();
      }
    }
    return this.failed(what, { ok: false, reason: 'down' }, 'no instance');
  }

  private async answer<T>(what: string, response: Response, read: Read<T>): Promise<NeighbourAnswer<T>> {
    if (response.ok) {
      const answer = await read(response);
      if (answer.ok) return answer;
      return this.failed(
        what,
        { ok: false, reason: 'down', status: response.status },
        'an unexpected answer',
      );
    }
    const error = await errorText(response);
    const reason = response.status >= 400 && response.status < 500 ? 'refused' : 'down';
    return this.failed(what, { ok: false, reason, status: response.status, error }, `${response.status}`);
  }

  private failed<T>(what: string, answer: NeighbourAnswer<T>, detail: string): NeighbourAnswer<T> {
    // A refusal (not found, not enough yarn) is the other service's ordinary answer, not a failure to report.
    if (!answer.ok && answer.reason !== 'refused')
      this.logger.warn(`${what}: the ${this.options.service} service is unavailable (${detail})`);
    return answer;
  }
}

/** What a failed fetch says: the connection's error code (ECONNREFUSED...) rather than "fetch failed". */
function causeOf(error: unknown): string {
  const failure = error as { message?: unknown; cause?: { code?: unknown } } | undefined;
  const code = failure?.cause?.code;
  if (typeof code === 'string') return code;
  return typeof failure?.message === 'string' ? failure.message : 'no connection';
}

function lowerKeys(headers: Record<string, string>): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]));
}

/** The `error` text of a service's error body (`{statusCode, error}`), when it has one. */
async function errorText(response: Response): Promise<string | undefined> {
  try {
    const body = JSON.parse(await response.text()) as { error?: unknown } | undefined;
    return typeof body?.error === 'string' ? body.error : undefined;
  } catch {
    return undefined;
  }
}
