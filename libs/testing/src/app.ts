import type { DynamicModule, LogLevel, Type } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createServiceApp, type ServiceAppOptions } from '@yarn-mgmt/nest-kit';

export type TestEnv = Record<string, string | undefined>;

export interface TestAppOptions extends Partial<ServiceAppOptions> {
  /** Builds the app's module from the environment (process.env with `env` laid over it). */
  module: (env: TestEnv) => Type | DynamicModule;
  env?: TestEnv;
  /**
   * Default: errors only, so a failing test shows the 500's stack and nothing else. `false`, with the request log
   * on: the app's own lines go to its pino destination as in production (a test that reads them).
   */
  logLevels?: LogLevel[] | false;
}

export interface TestApp {
  app: NestExpressApplication;
  /** http://127.0.0.1:<random port> */
  url: string;
  close(): Promise<void>;
}

/** A service app configured exactly as in production, listening on a random port of 127.0.0.1. */
export async function createTestApp(options: TestAppOptions): Promise<TestApp> {
  const { module, env: testEnv, logLevels, ...appOptions } = options;
  const env = { ...process.env, ...testEnv };
  const app = await createServiceApp(module(env), {
    ...appOptions,
    name: options.name ?? 'test',
    docs: options.docs ?? true,
    requestLog: options.requestLog ?? false,
    logger: logLevels === false ? undefined : (logLevels ?? ['error']),
  });
  await app.listen(0, '127.0.0.1');
  const url = (await app.getUrl()).replace('[::1]', '127.0.0.1');
  return { app, url, close: () => app.close() };
}
