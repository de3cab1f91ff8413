import { AuthResponseSchema, MeResponseSchema } from '@yarn-mgmt/contracts';
import { createTestKeyPair, signTestToken } from '@yarn-mgmt/testing';
import { callGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

const PASSWORD = 'Knit2gether';
let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(() => stack?.close());

const api = (method: string, urlPath: string, options: { body?: unknown; token?: string } = {}) =>
  callGateway(stack.gateway, method, urlPath, options);

describe('the account service through /api', () => {
  let token: string;

  it('registers, signs in and reads the current user', async () => {
    const registered = await api('POST', '/api/auth/register', {
      body: { email: 'ada@example.com', password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
    });
    expect(registered.status).toBe(201);
    expect(AuthResponseSchema.parse(registered.body).user.email).toBe('ada@example.com');

    const byUsername = await api('POST', '/api/auth/register', {
      body: { username: 'ada_k', password: PASSWORD, email: 'ada_k@users.yarn-management.local' },
    });
    expect(byUsername.status).toBe(201);

    const signedIn = await api('POST', '/api/auth/login', {
      body: { username: 'ADA@example.com', password: PASSWORD },
    });
    expect(signedIn.status).toBe(200);
    token = AuthResponseSchema.parse(signedIn.body).token;

    const me = await api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(200);
    expect(MeResponseSchema.parse(me.body).user).toMatchObject({
      email: 'ada@example.com',
      first_name: 'Ada',
    });
  });

  it("passes the service's own errors through unchanged", async () => {
    expect(
      await api('POST', '/api/auth/login', { body: { username: 'ada@example.com', password: 'WrongPass1' } }),
    ).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Invalid username or password' },
    });
    expect(
      await api('POST', '/api/auth/register', {
        body: { email: 'ada@example.com', password: PASSWORD, first_name: 'Ada', last_name: 'Again' },
      }),
    ).toMatchObject({ status: 409, body: { error: 'An account with this email already exists' } });
    expect(
      await api('POST', '/api/auth/register', {
        body: { email: 'x', password: PASSWORD, first_name: 'Ada', last_name: 'Lovelace' },
      }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Invalid email address', fieldErrors: { email: ['Invalid email address'] } },
    });
  });

  it("sends the answering service's security headers once, and its own errors as nosniff JSON", async () => {
    const proxied = await fetch(`${stack.gateway.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'nobody@example.com', password: 'WrongPass1' }),
    });
    expect(proxied.status).toBe(401);
    // The account service's helmet, not the page policy the gateway gives the shell.
    expect(proxied.headers.get('content-security-policy')).toMatch(/^default-src 'self'/);
    expect(proxied.headers.get('content-security-policy')).not.toMatch(/blob:/);
    expect(proxied.headers.get('x-content-type-options')).toBe('nosniff');
    const own = await fetch(`${stack.gateway.url}/api/patterns`);
    expect(own.status).toBe(401);
    expect(own.headers.get('x-content-type-options')).toBe('nosniff');
    const page = await fetch(`${stack.gateway.url}/dashboard`);
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' blob:/);
  });

  it('checks the token before a request reaches a protected service', async () => {
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized' } };
    const before = stack.standInHits.length;
    expect(await api('GET', '/api/auth/me')).toMatchObject(unauthorized);
    expect(await api('GET', '/api/patterns')).toMatchObject(unauthorized);
    expect(await api('GET', '/api/patterns', { token: 'garbage.token.value' })).toMatchObject(unauthorized);
    const foreign = signTestToken(
      createTestKeyPair().privateKey,
      { sub: 'u', email: 'a@b.co', role: 'user' },
      { kid: stack.keys.kid },
    );
    expect(await api('GET', '/api/patterns', { token: foreign })).toMatchObject(unauthorized);
    const expired = signTestToken(
      stack.keys.privateKey,
      { sub: 'u', email: 'a@b.co', role: 'user' },
      { kid: stack.keys.kid, expiresIn: -5 },
    );
    expect(await api('GET', '/api/patterns', { token: expired })).toMatchObject(unauthorized);
    expect(stack.standInHits.length).toBe(before);
  });

  it("lets a pattern's signed file links reach the patterns service without a token, and nothing else", async () => {
    const id = '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11';
    const link = `/api/patterns/${id}/download?exp=1&sig=abc`;
    expect(await api('GET', link)).toMatchObject({ status: 200 });
    expect(stack.standInHits.at(-1)).toMatchObject({
      method: 'GET',
      url: `/patterns/${id}/download?exp=1&sig=abc`,
    });
    const before = stack.standInHits.length;
    expect(await api('DELETE', `/api/patterns/${id}/view`)).toMatchObject({ status: 401 });
    expect(await api('GET', `/api/patterns/${id}/file-links`)).toMatchObject({ status: 401 });
    expect(await api('GET', `/api/patterns/${id}`)).toMatchObject({ status: 401 });
    expect(stack.standInHits.length).toBe(before);
  });

  it('proxies a signed-in request with /api stripped, its query, body and token intact', async () => {
    const body = { title: 'Cabled Hat', tags: ['cables'] };
    expect(await api('POST', '/api/patterns/import?source=local', { token, body })).toMatchObject({
      status: 200,
      body: { patterns: [] },
    });
    expect(stack.standInHits.at(-1)).toEqual({
      method: 'POST',
      url: '/patterns/import?source=local',
      body: JSON.stringify(body),
      authorization: `Bearer ${token}`,
    });
  });

  it('answers 503 JSON quickly for a service that is not running', async () => {
    let started = Date.now();
    expect(await api('GET', '/api/yarn?limit=5', { token })).toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'The inventory service is unavailable' },
    });
    // Refused at once: not the 10 s PROXY_TIMEOUT_MS (this gateway's, the default) a gateway waiting on a
    // service that is not there would take, nor half of it however busy the machine.
    expect(Date.now() - started).toBeLessThan(5_000);
    started = Date.now();
    expect(
      await api('POST', '/api/smart-recommendations/chat', { token, body: { message: 'hi' } }),
    ).toMatchObject({
      status: 503,
      body: { error: 'The tools service is unavailable' },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers /api/activity/recent itself (composed), behind the token check, naming the services left out', async () => {
    expect(await api('GET', '/api/activity/recent')).toMatchObject({ status: 401 });
    // Inventory and projects are closed ports; the patterns stand-in answers a body that is not a feed.
    const reply = await api('GET', '/api/activity/recent?limit=5', { token });
    expect(reply).toMatchObject({ status: 200, body: [] });
    expect(reply.headers.get('x-degraded')).toBe('inventory,patterns,projects');
  });

  it('answers 503 when a service does not answer within PROXY_TIMEOUT_MS', async () => {
    expect(await callGateway(stack.strictGateway, 'GET', '/api/patterns/slow', { token })).toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'The patterns service is unavailable' },
    });
    // Measured where the call hangs (the stand-in never answers it), so a busy machine's slow request around it
    // does not count: let go after this gateway's 1.5 s, far under the 10 s default it would be without the
    // setting.
    expect(await stack.slowHeldOpenMs()).toBeLessThan(5_000);
  });

  it('answers 404 JSON for an /api path no service owns', async () => {
    expect(await api('GET', '/api/no-such-thing')).toMatchObject({ status: 404, body: { statusCode: 404 } });
    expect(await api('GET', '/api/yarnballs', { token })).toMatchObject({
      status: 404,
      body: { statusCode: 404 },
    });
  });
});

describe('rate limits on sign-in and sign-up', () => {
  it('answers 429 after AUTH_RATE_LIMIT attempts from one address', async () => {
    const attempt = () =>
      callGateway(stack.strictGateway, 'POST', '/api/auth/login', {
        body: { username: 'ada@example.com', password: 'WrongPass1' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
    const refused = await attempt();
    expect(refused).toMatchObject({
      status: 429,
      body: { statusCode: 429, error: 'Too many attempts. Please try again later.' },
    });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // Other routes are not limited.
    expect((await callGateway(stack.strictGateway, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('limits sign-up the same way', async () => {
    const attempt = () => callGateway(stack.strictGateway, 'POST', '/api/auth/register', { body: {} });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });

  it('counts attempts across gateway replicas that share Redis', async () => {
    const attempt = (replica: number) =>
      callGateway(stack.replicas[replica], 'POST', '/api/auth/login', {
        body: { username: 'bob@example.com', password: 'WrongPass1' },
      });
    const statuses = [];
    for (const replica of [0, 1, 0, 1, 0, 1]) statuses.push((await attempt(replica)).status);
    expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    const refused = await attempt(1);
    expect(refused.body).toEqual({ statusCode: 429, error: 'Too many attempts. Please try again later.' });
  });
});
