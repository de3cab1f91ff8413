import { Module, type DynamicModule, type Type } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import { LoggerModule } from 'nestjs-pino';
import pino, { type DestinationStream, type Level } from 'pino';
import { pinoHttp, type HttpLogger, type Options as PinoHttpOptions } from 'pino-http';

export const REQUEST_ID_HEADER = 'x-request-id';
export type LogLevelName = Level | 'silent';

// Accepted from a caller as is: UUIDs and the usual tracing ids; anything else (spaces, control characters,
// a kilobyte of text) is replaced, so a client cannot forge log lines or bloat them.
const VALID_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;
// Query parameters whose values never reach the log (OAuth codes, reset tokens...).
const SECRET_QUERY = /token|code|secret|password|key|state|signature/i;

/** The request's id: the caller's valid `X-Request-Id` (the gateway's, for a service), else a new UUID; echoed back. */
export function requestIdOf(request: IncomingMessage, response: ServerResponse): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const id = typeof incoming === 'string' && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
  response.setHeader('X-Request-Id', id);
  return id;
}

/** The URL as logged: the path, and query values except secret ones. */
export function loggedUrl(url: string | undefined): string {
  const raw = url ?? '/';
  const query = raw.indexOf('?');
  if (query < 0) return raw;
  const params = new URLSearchParams(raw.slice(query + 1));
  for (const [key] of params) if (SECRET_QUERY.test(key)) params.set(key, '[redacted]');
  return `${raw.slice(0, query)}?${params.toString()}`;
}

export interface RequestLogOptions {
  service: string;
  level?: LogLevelName;
  /** Where lines go; default stdout, written asynchronously (no blocking write per request). */
  destination?: DestinationStream;
}

/** How long a log line may wait in the buffer before it is written, however quiet the service is. */
export const LOG_FLUSH_INTERVAL_MS = 250;

/**
 * stdout in 4 KB writes rather than one write per line: under load the gateway spent an eighth of its time in
 * the write of each request's line (issue 7). A timer writes what is buffered within LOG_FLUSH_INTERVAL_MS, and
 * pino writes the rest synchronously when the process exits.
 */
function bufferedStdout(): DestinationStream {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 4096 });
  dropOnBrokenPipe(destination);
  setInterval(() => {
    try {
      destination.flush();
    } catch {
      // Nothing buffered, or a write already under way: the next tick writes it.
    }
  }, LOG_FLUSH_INTERVAL_MS).unref();
  return destination;
}

/** pino-http's options and destination: built once per app, shared by every logger of its requests. */
export type RequestLogParams = [PinoHttpOptions, DestinationStream];

/**
 * One JSON line per request: id, method, URL (secret query values redacted), status and duration. Headers and
 * bodies are never logged (no Authorization, no passwords).
 */
export function requestLogParams(options: RequestLogOptions): RequestLogParams {
  return [
    {
      level: options.level ?? 'info',
      base: { service: options.service },
      timestamp: pino.stdTimeFunctions.isoTime,
      genReqId: requestIdOf,
      customAttributeKeys: { responseTime: 'durationMs' },
      // On the request line and on every line logged while serving it.
      customProps: (request) => ({ requestId: request.id }),
      customLogLevel: (_request, response, error) => (error || response.statusCode >= 500 ? 'warn' : 'info'),
      serializers: {
        req: (request: { method?: string; url?: string }) => ({
          method: request.method,
          url: loggedUrl(request.url),
        }),
        res: (response: { statusCode?: number }) => ({ statusCode: response.statusCode }),
        err: pino.stdSerializers.err,
      },
    },
    options.destination ?? bufferedStdout(),
  ];
}

/** nestjs-pino for the app's own logs and the request lines of every request the Nest app serves. */
export function requestLogModule(params: RequestLogParams): DynamicModule {
  return LoggerModule.forRoot({ pinoHttp: params });
}

/**
 * The request line for a request answered before Nest sees it (the gateway's front door): same fields, same
 * destination as the module's lines.
 */
export function requestLogger(params: RequestLogParams): HttpLogger {
  return pinoHttp(...params);
}

/** The service's module under a root that adds the request log (logger first, so it sees every request). */
export function withRequestLog(module: Type | DynamicModule, params: RequestLogParams): DynamicModule {
  @Module({})
  class ServiceRootModule {}
  return {
    module: ServiceRootModule,
    imports: [requestLogModule(params), module],
  };
}

type SyncFlushable = DestinationStream & { fd: number; flushSync(): void };

/**
 * The exit's synchronous flush, safe when nobody reads the log any more. sonic-boom's flushSync (4.2) retries a
 * failed write every 100 ms whatever the error, EPIPE included: a service whose launcher had gone spun there for
 * ever on its last lines, its port held, deaf to SIGTERM (its main thread never returned to the event loop). Here
 * a write to a broken pipe counts as written (nobody can read it), so the flush ends and the process exits.
 */
export function dropOnBrokenPipe(stream: DestinationStream): void {
  const destination = stream as SyncFlushable;
  const flushSync = destination.flushSync.bind(destination);
  destination.flushSync = () => {
    const writeSync = fs.writeSync;
    const dropping = ((fd: number, data: string | NodeJS.ArrayBufferView, ...rest: unknown[]) => {
      try {
        return (writeSync as (...args: unknown[]) => number)(fd, data, ...rest);
      } catch (error) {
        if (fd !== destination.fd || (error as NodeJS.ErrnoException).code !== 'EPIPE') throw error;
        return typeof data === 'string' ? Buffer.byteLength(data) : data.byteLength;
      }
    }) as typeof fs.writeSync;
    fs.writeSync = dropping;
    try {
      flushSync();
    } finally {
      fs.writeSync = writeSync;
    }
  };
}
