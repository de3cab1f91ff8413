import type { ConsoleLogger, DynamicModule, LogLevel, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type ServiceAppOptions } from '../bootstrap/service-app.js';

export interface ProbeApp {
  app: NestExpressApplication;
  url: string;
}

type ProbeOptions = Partial<ServiceAppOptions> & { logger?: ConsoleLogger | LogLevel[] | false };

/**
 * A spec's own app, listening on a free local port. Quiet by default (no Nest logs, no request log, no /docs);
 * a spec that looks at the request log turns it back on through `options`.
 */
export async function startProbeApp(
  module: Type | DynamicModule,
  options: ProbeOptions = {},
): Promise<ProbeApp> {
  const app = await createServiceApp(module, {
    name: 'probe',
    logger: false,
    docs: false,
    requestLog: false,
    ...options,
  });
  await app.listen(0, '127.0.0.1');
  return { app, url: await app.getUrl() };
}
