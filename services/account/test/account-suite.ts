import { startServiceHarness, type ServiceHarness, type TestKeyPair } from '@yarn-mgmt/testing';
import { createServer } from 'node:net';
import { AppModule } from '../src/app.module.js';
import { loadAccountConfig } from '../src/config/account.config.js';

export const PASSWORD = 'Knit2gether';

/** A local URL nothing listens on (a neighbour service that is down). */
export async function closedUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return `http://127.0.0.1:${port}`;
}

export interface AccountSuiteOptions {
  /** Where the neighbour services are (default: a closed port for each: they are down). */
  env?: () => Record<string, string>;
  /** The key pair to sign with, shared with neighbour services run next to it. */
  keys?: () => TestKeyPair;
}

/** One spec file's account service, started before its tests and stopped after them. */
export function accountSuite(name: string, options: AccountSuiteOptions = {}) {
  let svc: ServiceHarness | undefined;
  beforeAll(async () => {
    const down = await closedUrl();
    svc = await startServiceHarness((env) => AppModule.forRoot(loadAccountConfig(env)), {
      name,
      keys: options.keys?.(),
      env: {
        INVENTORY_URL: down,
        PATTERNS_URL: down,
        PROJECTS_URL: down,
        LOG_LEVEL: 'silent',
        ...options.env?.(),
      },
    });
  });
  afterAll(() => svc?.close());
  const current = () => {
    if (!svc) throw new Error('the account suite has not started');
    return svc;
  };
  const call = async (
    method: string,
    path: string,
    { token, ...options }: { body?: unknown; raw?: string; form?: FormData; token?: string } = {},
  ) => {
    const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
    const reply = await current().anonymous.call(method, path, { ...options, headers });
    return { status: reply.status, body: reply.body as Record<string, unknown> };
  };
  return {
    get svc() {
      return current();
    },
    call,
    register: (body: unknown) => call('POST', '/auth/register', { body }),
    /** A new account with the register page's payload and PASSWORD. */
    signUp: (email: string) =>
      call('POST', '/auth/register', {
        body: { email, password: PASSWORD, first_name: 'Test', last_name: 'Knitter' },
      }),
    /** A new account's token and id. */
    tokenOf: async (email: string) => {
      const { status, body } = await call('POST', '/auth/register', {
        body: { email, password: PASSWORD, first_name: 'Test', last_name: 'Knitter' },
      });
      if (status !== 201) throw new Error(`sign-up of ${email}: ${status} ${JSON.stringify(body)}`);
      const { token, user } = body as { token: string; user: { id: string } };
      return { token, id: user.id };
    },
    login: (username: string, password = PASSWORD) =>
      call('POST', '/auth/login', { body: { username, password } }),
    countUsers: async () =>
      Number((await current().query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]?.n),
  };
}
