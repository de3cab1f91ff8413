import { AuthResponseSchema } from '@yarn-mgmt/contracts';
import { rawRequest as raw } from '@yarn-mgmt/testing/raw-request';
import { callGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

// Issue 18's findings against the gateway, replayed: each failed on the code before the fix.
const PASSWORD = 'Knit2gether';
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(() => stack?.close());

async function register(name: string): Promise<{ token: string; email: string }> {
  const email = `${name}.${Date.now()}@example.com`;
  const reply = await callGateway(stack.gateway, 'POST', '/api/auth/register', {
    body: { email, password: PASSWORD, first_name: name, last_name: 'Tester' },
  });
  expect(reply.status).toBe(201);
  return { token: AuthResponseSchema.parse(reply.body).token, email };
}

describe('finding 1: the sign-in limit in every spelling', () => {
  it('counts sign-in however its path is written, and a bearer token never lets it skip the count', async () => {
    const victim = await register('victim');
    const attacker = await register('attacker');
    // The attacker's token is one the gateway has verified: the kind the fast path takes.
    expect(
      (await raw(stack.strictGateway.url, 'GET', '/api/auth/me', { token: attacker.token })).status,
    ).toBe(200);
    const spellings = ['/api/auth/LOGIN', '/api/Auth/login/', '/API//auth/login', '/api/auth/%6Cogin'];
    const statuses: number[] = [];
    for (const path of spellings)
      statuses.push(
        (
          await raw(stack.strictGateway.url, 'POST', path, {
            token: attacker.token,
            body: { username: victim.email, password: 'WrongPass1' },
          })
        ).status,
      );
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Even the right password is refused now, in the canonical spelling too.
    for (const path of ['/api/auth/login', '/api/AUTH/LOGIN']) {
      const right = await raw(stack.strictGateway.url, 'POST', path, {
        token: attacker.token,
        body: { username: victim.email, password: PASSWORD },
      });
      expect({ path, status: right.status, body: right.body }).toEqual({
        path,
        status: 429,
        body: { statusCode: 429, error: 'Too many attempts. Please try again later.' },
      });
    }
  });

  it('counts sign-up in every spelling too (finding 8: enumeration stays throttled)', async () => {
    const caller = await register('enumerator');
    const taken = await register('taken');
    const statuses: number[] = [];
    for (const path of [
      '/api/auth/REGISTER',
      '/api/auth/register/',
      '/api/Auth/%72egister',
      '/api/auth/register',
    ])
      statuses.push(
        (
          await raw(stack.strictGateway.url, 'POST', path, {
            token: caller.token,
            body: { email: taken.email, password: PASSWORD, first_name: 'Taken', last_name: 'Twice' },
          })
        ).status,
      );
    expect(statuses).toEqual([409, 409, 409, 429]);
  });
});

describe('paths in one canonical form', () => {
  it('refuses a path that servers could read in two ways, before anything decides', async () => {
    const { token } = await register('tricks');
    for (const path of [
      '/api/yarn/%2e%2e/auth/me',
      '/api/patterns/../auth/me',
      '/api/auth/me;jsessionid=1',
      '/api/auth/me%00',
      '/api/auth/%zz',
    ]) {
      const reply = await raw(stack.gateway.url, 'GET', path, { token });
      expect({ path, status: reply.status, body: reply.body }).toEqual({
        path,
        status: 400,
        body: { statusCode: 400, error: 'Malformed request path' },
      });
    }
  });

  it('answers an odd spelling of a path exactly as its canonical form', async () => {
    const { token } = await register('spelling');
    const canonical = await raw(stack.gateway.url, 'GET', '/api/auth/me', { token });
    expect(canonical.status).toBe(200);
    for (const path of ['/api/AUTH/me', '/API/auth/ME/', '//api//auth//me', '/api/%61uth/m%65']) {
      const reply = await raw(stack.gateway.url, 'GET', path, { token });
      expect({ path, status: reply.status, body: reply.body }).toEqual({
        path,
        status: 200,
        body: canonical.body,
      });
      expect((await raw(stack.gateway.url, 'GET', path)).status).toBe(401);
    }
  });
});

describe('finding 4: Delete Account in any letter case', () => {
  it('closes the account for the gateway at once, however the route is written', async () => {
    const { token } = await register('closing');
    // Verified once, so the fast path would take the next calls.
    expect((await raw(stack.gateway.url, 'GET', '/api/patterns', { token })).status).toBe(200);
    const deleted = await raw(stack.gateway.url, 'DELETE', '/api/auth/ACCOUNT', { token });
    expect(deleted.status).toBe(200);
    // The patterns stand-in checks no token itself: only the gateway can refuse the call.
    const before = stack.standInHits.length;
    expect((await raw(stack.gateway.url, 'GET', '/api/patterns', { token })).status).toBe(401);
    expect(
      (await raw(stack.gateway.url, 'POST', '/api/patterns', { token, body: { title: 'x' } })).status,
    ).toBe(401);
    expect(stack.standInHits.length).toBe(before);
  });
});

describe("finding 7: the gateway's own answers", () => {
  it('never say X-Powered-By', async () => {
    for (const [path, status] of [
      ['/api/patterns', 401],
      ['/api/no-such-thing', 404],
      ['/api/yarn/..', 400],
      ['/health', 200],
    ] as const) {
      const reply = await raw(stack.gateway.url, 'GET', path);
      expect({ path, status: reply.status, poweredBy: reply.headers['x-powered-by'] }).toEqual({
        path,
        status,
        poweredBy: undefined,
      });
    }
  });
});
