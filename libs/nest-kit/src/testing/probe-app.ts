import type { ConsoleLogger, DynamicModule, LogLevel, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type ServiceAppOptions } from '../bootstrap/service-app.js';
import { Writable } from 'node:stream';

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

/** A request-log destination that keeps each JSON line, and a wait for the line of one request id. */
export function captureLogLines() {
  const lines: Array<Record<string, unknown>> = [];
  const destination = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
        lines.push(JSON.parse(line) as Record<string, unknown>);
      done();
    },
  });
  // A line is written when the response finishes, which can be just after the client has read it.
  const lineFor = async (id: string | null) => {
    for (let i = 0; i < 50; i += 1) {
      const line = lines.find((entry) => entry.req && entry.requestId === id);
      if (line) return line;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return undefined;
  };
  return { lines, destination, lineFor };
}
