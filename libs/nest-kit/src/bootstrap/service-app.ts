import { ConsoleLogger, Logger, type DynamicModule, type LogLevel, type Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import helmet, { type HelmetOptions } from 'helmet';
import { Logger as PinoNestLogger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { json } from 'express';
import { AllExceptionsFilter } from '../errors/all-exceptions.filter.js';
import { ProcessMetrics, withMetrics } from '../metrics/metrics.module.js';
import { timeRequests, type RouteLabeler } from '../metrics/request-metrics.js';
import { StrictQueryInterceptor } from '../validation/strict-query.interceptor.js';
import { keepClientConnections } from './keep-alive.js';
import { routeBodyLimits } from './body-limits.js';
import { requestLogParams, withRequestLog, type LogLevelName, type RequestLogParams } from './request-log.js';
import { armShutdownDeadline } from './shutdown-deadline.js';

export interface ServiceAppOptions {
  /** Service name, used in logs and the OpenAPI title. */
  name: string;
  /** JSON body size limit (default '1mb'). `false` leaves request bodies unread (the gateway streams them on). */
  jsonBodyLimit?: string | false;
  /**
   * helmet settings; the default is helmet's own (strict CSP, fine for JSON APIs and /docs). `false`: the app
   * mounts its own in `configure` (the gateway, which leaves proxied answers to the service that answers).
   */
  helmet?: HelmetOptions | false;
  /** OpenAPI at /docs (default on). */
  docs?: boolean;
  /** Log one JSON line per request and the app's own logs through pino (default on). */
  requestLog?: boolean;
  /** LOG_LEVEL: pino's level for the request and app logs (default 'info'; 'silent' for none). */
  logLevel?: LogLevelName;
  /** Where the pino lines go (tests read them); default stdout, asynchronously. */
  logDestination?: DestinationStream;
  /**
   * Express middleware of the app's own (static files...), mounted before the routes; given the request log's
   * settings when the app logs requests, for what it answers before Express (the gateway's front door).
   */
  configure?: (app: NestExpressApplication, requestLog: RequestLogParams | undefined) => void;
  /** Query parameters on a handler that declares no query: 'reject' (400, the default) or 'ignore'. */
  unknownQuery?: 'reject' | 'ignore';
  /** Prometheus `GET /metrics` on its own port (METRICS_PORT, on HOST); absent or port 0: no metrics at all. */
  metrics?: { port: number; host?: string };
  /** The `route` label of the request histogram (default: the matched Express route pattern, or `unmatched`). */
  metricsRoute?: RouteLabeler;
}

export interface BootstrapOptions extends ServiceAppOptions {
  port: number;
  host?: string;
}

type RunnableConfig = { PORT: number; HOST?: string; LOG_LEVEL?: LogLevelName; METRICS_PORT?: number };

export interface RunServiceOptions<C extends RunnableConfig> {
  name: string;
  /** Reads and validates the environment (a ConfigError stops the start with every bad variable listed). */
  config: () => C;
  module: (config: C) => Type | DynamicModule;
  /** App options that depend on the config (the gateway's CSP and static files). */
  options?: (config: C) => Partial<ServiceAppOptions>;
}

/** The whole of a service's main.ts: config, app, listen; any start-up failure logged and exit code 1. */
export async function runService<C extends RunnableConfig>(
  service: RunServiceOptions<C>,
): Promise<NestExpressApplication | undefined> {
  try {
    const config = service.config();
    return await bootstrapService(service.module(config), {
      name: service.name,
      ...service.options?.(config),
      port: config.PORT,
      host: config.HOST,
      logLevel: config.LOG_LEVEL,
      metrics: metricsSettings(config),
    });
  } catch (error) {
    reportStartupFailure(service.name, error);
    return undefined;
  }
}

/** The app's metrics settings from its config: METRICS_PORT (0, the default: none) on the service's HOST. */
export const metricsSettings = (config: Pick<RunnableConfig, 'HOST' | 'METRICS_PORT'>) => ({
  port: config.METRICS_PORT ?? 0,
  host: config.HOST,
});

/** The structured JSON logger every service uses (Nest's own ConsoleLogger in JSON mode). */
export function createServiceLogger(name: string, logLevels?: LogLevel[]): ConsoleLogger {
  return new ConsoleLogger({ json: true, prefix: name, ...(logLevels ? { logLevels } : {}) });
}

/** Everything a service app needs besides its module: security headers, body limit, error filter, docs. */
export function configureServiceApp(
  app: NestExpressApplication,
  options: ServiceAppOptions,
  requestLog?: RequestLogParams,
): void {
  // Also on answers helmet is skipped for (the gateway's own 401 and 404 on proxied paths).
  app.disable('x-powered-by');
  keepClientConnections(app.getHttpServer());
  if (options.helmet !== false) app.use(helmet(options.helmet));
  if (options.jsonBodyLimit !== false) {
    // Routes of larger bodies first (the user-data import: a whole export part, photos and PDFs as base64).
    for (const { path, limit } of routeBodyLimits(app)) app.use(path, json({ limit }));
    app.useBodyParser('json', { limit: options.jsonBodyLimit ?? '1mb' });
  }
  options.configure?.(app, requestLog);
  app.useGlobalFilters(new AllExceptionsFilter());
  if (options.unknownQuery !== 'ignore') app.useGlobalInterceptors(new StrictQueryInterceptor());
  app.enableShutdownHooks();
  armShutdownDeadline(options.name);
  if (options.docs !== false) {
    const config = new DocumentBuilder()
      .setTitle(`Yarn Management: ${options.name}`)
      .setDescription(
        `The ${options.name} service API. Errors are { statusCode, error, code?, fieldErrors? }.`,
      )
      .setVersion('1')
      .addBearerAuth()
      .build();
    SwaggerModule.setup('docs', app, () => SwaggerModule.createDocument(app, config));
  }
}

/**
 * Creates a configured (not yet listening) app. With the request log on and no `logger` given, every log line,
 * the app's own included, is pino JSON.
 */
export async function createServiceApp(
  module: Type | DynamicModule,
  options: ServiceAppOptions & { logger?: ConsoleLogger | LogLevel[] | false },
): Promise<NestExpressApplication> {
  const requestLog = options.requestLog !== false;
  const pinoForAppLogs = requestLog && options.logger === undefined;
  const logParams = requestLog
    ? requestLogParams({
        service: options.name,
        level: options.logLevel,
        destination: options.logDestination,
      })
    : undefined;
  const logged = logParams ? withRequestLog(module, logParams) : module;
  const metricsPort = options.metrics?.port ?? 0;
  const root =
    metricsPort > 0
      ? withMetrics(logged, { service: options.name, port: metricsPort, host: options.metrics?.host })
      : logged;
  const app = await NestFactory.create<NestExpressApplication>(root, {
    bodyParser: false,
    abortOnError: false,
    bufferLogs: pinoForAppLogs,
    logger: options.logger ?? createServiceLogger(options.name),
  });
  if (pinoForAppLogs) app.useLogger(app.get(PinoNestLogger));
  configureServiceApp(app, options, logParams);
  // Outermost, after the app's own request listeners (the gateway's front door), so every request is timed.
  if (metricsPort > 0)
    timeRequests(app.getHttpServer(), app.get(ProcessMetrics).requests, options.metricsRoute);
  return app;
}

/** main.ts of every service: create, configure, listen, log the URL. A start-up failure exits with code 1. */
export async function bootstrapService(
  module: Type | DynamicModule,
  options: BootstrapOptions,
): Promise<NestExpressApplication | undefined> {
  const logger = createServiceLogger(options.name);
  try {
    const app = await createServiceApp(module, options);
    await app.listen(options.port, options.host ?? '127.0.0.1');
    const url = (await app.getUrl()).replace('[::1]', 'localhost').replace('0.0.0.0', '127.0.0.1');
    new Logger('Bootstrap').log(`${options.name} listening on ${url} (OpenAPI at ${url}/docs)`);
    return app;
  } catch (error) {
    reportStartupFailure(options.name, error, logger);
    return undefined;
  }
}

export function reportStartupFailure(name: string, error: unknown, logger = createServiceLogger(name)): void {
  logger.error(
    `${name} failed to start: ${error instanceof Error ? error.message : String(error)}`,
    'Bootstrap',
  );
  process.exitCode = 1;
  // Pools and sockets opened before the failure would keep the process alive.
  setTimeout(() => process.exit(1), 100).unref();
}
