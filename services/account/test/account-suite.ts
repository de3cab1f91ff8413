import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { AppModule } from '../src/app.module.js';
import { loadAccountConfig } from '../src/config/account.config.js';

export const PASSWORD = 'Knit2gether';

/** One spec file's account service, started before its tests and stopped after them. */
export function accountSuite(name: string) {
  let svc: ServiceHarness | undefined;
  beforeAll(async () => {
    svc = await startServiceHarness((env) => AppModule.forRoot(loadAccountConfig(env)), {
      name,
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
    { token, ...options }: { body?: unknown; raw?: string; token?: string } = {},
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
    login: (username: string, password = PASSWORD) =>
      call('POST', '/auth/login', { body: { username, password } }),
    countUsers: async () =>
      Number((await current().query<{ n: string }>('SELECT count(*) AS n FROM users'))[0]?.n),
  };
}
