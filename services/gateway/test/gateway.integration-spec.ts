import { AuthResponseSchema, MeResponseSchema } from '@yarn-mgmt/contracts';
import {
  createTestApp,
  createTestDatabase,
  createTestKeyPair,
  signTestToken,
  startServiceProcess,
  type ServiceProcess,
  type TestApp,
  type TestDatabase,
} from '@yarn-mgmt/testing';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';
import { REMOTE_DEFAULTS } from '../src/remotes/remotes.config.js';

const PASSWORD = 'Knit2gether';
const keys = createTestKeyPair();
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-test-'));
const remotesFile = path.join(workDir, 'remotes.json');
let db: TestDatabase;
let account: ServiceProcess;
let gateway: TestApp;
let strictGateway: TestApp;
let deadUrl: string;
let standIn: Server;
let standInUrl: string;
const standInHits: Array<{ method?: string; url?: string; body: string; authorization?: string }> = [];

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

async function startGateway(env: Record<string, string>) {
  const config = loadGatewayConfig({ ...process.env, ...env });
  return createTestApp({ module: () => AppModule.forRoot(config), ...gatewayAppOptions(config) });
}

beforeAll(async () => {
  db = await createTestDatabase('gateway');
  // The real account service, built and run as its own process.
  account = await startServiceProcess(fileURLToPath(new URL('../../account/dist/main.js', import.meta.url)), {
    DATABASE_URL: db.url,
    JWT_PRIVATE_KEY: keys.privateKeyPem,
    ADMIN_EMAILS: '',
  });

  // A port nobody listens on: the inventory, projects, tools and deals services "not built yet".
  const closed = createServer();
  deadUrl = await listen(closed);
  await new Promise((resolve) => closed.close(resolve));

  // A stand-in for the patterns service: records what reaches it; /patterns/slow never answers.
  standIn = createServer((request, response) => {
    if (request.url === '/patterns/slow') return;
    void readBody(request).then((body) => {
      standInHits.push({
        method: request.method,
        url: request.url,
        body,
        authorization: request.headers.authorization,
      });
      response.setHeader('content-type', 'application/json');
      response.end(JSON.stringify({ patterns: [], total: 0 }));
    });
  });
  standInUrl = await listen(standIn);

  // Local mode: a built shell and one built remote.
  mkdirSync(path.join(workDir, 'shell', 'dist', 'assets'), { recursive: true });
  writeFileSync(
    path.join(workDir, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Yarn Management</title>',
  );
  writeFileSync(path.join(workDir, 'shell', 'dist', 'assets', 'main.123.js'), 'console.log("shell")');
  mkdirSync(path.join(workDir, 'mf-tools', 'dist'), { recursive: true });
  writeFileSync(path.join(workDir, 'mf-tools', 'dist', 'mf-manifest.json'), '{"name":"mf_tools"}');
  writeFileSync(path.join(workDir, 'mf-tools', 'dist', 'remoteEntry.js'), 'var mf_tools;');

  const services = {
    ACCOUNT_URL: account.url,
    INVENTORY_URL: deadUrl,
    PATTERNS_URL: standInUrl,
    PROJECTS_URL: deadUrl,
    TOOLS_URL: deadUrl,
    DEALS_URL: deadUrl,
  };
  gateway = await startGateway({
    ...services,
    AUTH_RATE_LIMIT: '1000',
    REMOTES_FILE: remotesFile,
    REMOTE_MF_DEALS_URL: 'https://cdn.example/deals/mf-manifest.json',
    STATIC_ROOT: workDir,
  });
  strictGateway = await startGateway({
    ...services,
    AUTH_RATE_LIMIT: '3',
    AUTH_RATE_WINDOW_MS: '60000',
    PROXY_TIMEOUT_MS: '500',
  });
});

afterAll(async () => {
  await strictGateway?.close();
  await gateway?.close();
  await account?.stop();
  standIn?.closeAllConnections();
  await new Promise((resolve) => (standIn ? standIn.close(resolve) : resolve(undefined)));
  await db?.drop();
  rmSync(workDir, { recursive: true, force: true });
});

async function call(
  base: string,
  method: string,
  urlPath: string,
  options: { body?: unknown; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${base}${urlPath}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // not JSON: keep the text
  }
  return { status: response.status, body, headers: response.headers };
}

const api = (method: string, urlPath: string, options: { body?: unknown; token?: string } = {}) =>
  call(gateway.url, method, urlPath, options);

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

  it('checks the token before a request reaches a protected service', async () => {
    const unauthorized = { status: 401, body: { statusCode: 401, error: 'Unauthorized' } };
    const before = standInHits.length;
    expect(await api('GET', '/api/auth/me')).toMatchObject(unauthorized);
    expect(await api('GET', '/api/patterns')).toMatchObject(unauthorized);
    expect(await api('GET', '/api/patterns', { token: 'garbage.token.value' })).toMatchObject(unauthorized);
    const foreign = signTestToken(
      createTestKeyPair().privateKey,
      { sub: 'u', email: 'a@b.co', role: 'user' },
      { kid: keys.kid },
    );
    expect(await api('GET', '/api/patterns', { token: foreign })).toMatchObject(unauthorized);
    const expired = signTestToken(
      keys.privateKey,
      { sub: 'u', email: 'a@b.co', role: 'user' },
      { kid: keys.kid, expiresIn: -5 },
    );
    expect(await api('GET', '/api/patterns', { token: expired })).toMatchObject(unauthorized);
    expect(standInHits.length).toBe(before);
  });

  it('proxies a signed-in request with /api stripped, its query, body and token intact', async () => {
    const body = { title: 'Cabled Hat', tags: ['cables'] };
    expect(await api('POST', '/api/patterns/import?source=local', { token, body })).toMatchObject({
      status: 200,
      body: { patterns: [] },
    });
    expect(standInHits.at(-1)).toEqual({
      method: 'POST',
      url: '/patterns/import?source=local',
      body: JSON.stringify(body),
      authorization: `Bearer ${token}`,
    });
  });

  it('answers 503 JSON quickly for a service that is not running', async () => {
    const started = Date.now();
    expect(await api('GET', '/api/yarn?limit=5', { token })).toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'The inventory service is unavailable' },
    });
    expect(
      await api('POST', '/api/smart-recommendations/chat', { token, body: { message: 'hi' } }),
    ).toMatchObject({
      status: 503,
      body: { error: 'The tools service is unavailable' },
    });
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('answers 503 when a service does not answer within PROXY_TIMEOUT_MS', async () => {
    const started = Date.now();
    expect(await call(strictGateway.url, 'GET', '/api/patterns/slow', { token })).toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'The patterns service is unavailable' },
    });
    expect(Date.now() - started).toBeLessThan(3_000);
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
      call(strictGateway.url, 'POST', '/api/auth/login', {
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
    expect((await call(strictGateway.url, 'GET', '/api/auth/me')).status).toBe(401);
  });

  it('limits sign-up the same way', async () => {
    const attempt = () => call(strictGateway.url, 'POST', '/api/auth/register', { body: {} });
    for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(400);
    expect((await attempt()).status).toBe(429);
  });
});

describe('GET /remotes.json', () => {
  afterEach(() => rmSync(remotesFile, { force: true }));

  it('comes from the settings while there is no file, and is never cached', async () => {
    const response = await call(gateway.url, 'GET', '/remotes.json');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.body).toEqual({
      ...REMOTE_DEFAULTS,
      mf_deals: { ...REMOTE_DEFAULTS.mf_deals, manifest: 'https://cdn.example/deals/mf-manifest.json' },
    });
    expect((response.body as typeof REMOTE_DEFAULTS).mf_inventory.prefixes).toEqual([
      '/yarn',
      '/shopping-list',
    ]);
  });

  it('follows the file, edited between two requests, without a restart', async () => {
    writeFileSync(remotesFile, JSON.stringify({ mf_tools: 'http://127.0.0.1:4101/mf-manifest.json' }));
    expect((await call(gateway.url, 'GET', '/remotes.json')).body).toEqual({
      mf_tools: { ...REMOTE_DEFAULTS.mf_tools, manifest: 'http://127.0.0.1:4101/mf-manifest.json' },
    });
    const tools = { manifest: 'http://127.0.0.1:4202/mf-manifest.json', prefixes: ['/calculator', '/gauge'] };
    writeFileSync(
      remotesFile,
      JSON.stringify({ mf_tools: tools, mf_deals: '/remotes/mf-deals/mf-manifest.json', mf_other: 'x' }),
    );
    expect((await call(gateway.url, 'GET', '/remotes.json')).body).toEqual({
      mf_tools: tools,
      mf_deals: REMOTE_DEFAULTS.mf_deals,
    });
    // The page's CSP follows too, so the shell may load the remote from its new origin.
    const page = await call(gateway.url, 'GET', '/dashboard');
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' blob: http:\/\/127\.0\.0\.1:4202/,
    );
  });
});

describe('GET /health', () => {
  it('reports each service (the patterns stand-in is up), and is ok itself while some are down', async () => {
    expect(await call(gateway.url, 'GET', '/health')).toMatchObject({
      status: 200,
      body: {
        status: 'ok',
        services: {
          account: 'up',
          inventory: 'down',
          patterns: 'up',
          projects: 'down',
          tools: 'down',
          deals: 'down',
        },
      },
    });
  });
});

describe('local mode (STATIC_ROOT)', () => {
  it('serves the shell, with the SPA fallback for client routes', async () => {
    for (const page of ['/', '/dashboard', '/yarn/12/edit']) {
      const response = await call(gateway.url, 'GET', page);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>Yarn Management</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await call(gateway.url, 'GET', '/assets/main.123.js');
    expect(asset.body).toBe('console.log("shell")');
  });

  it('serves remote builds to any origin, and a missing remote file is a 404', async () => {
    const manifest = await call(gateway.url, 'GET', '/remotes/mf-tools/mf-manifest.json');
    expect(manifest).toMatchObject({ status: 200, body: { name: 'mf_tools' } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await call(gateway.url, 'GET', '/remotes/mf-tools/remoteEntry.js')).headers.get('cache-control'),
    ).toBe('no-cache');
    expect((await call(gateway.url, 'GET', '/remotes/mf-tools/chunk-404.js')).status).toBe(404);
    expect((await call(gateway.url, 'GET', '/remotes/mf-deals/mf-manifest.json')).status).toBe(404);
  });

  it('never answers API, health or docs paths with the shell page', async () => {
    expect((await call(gateway.url, 'GET', '/api/nope')).status).toBe(404);
    expect((await call(gateway.url, 'GET', '/docs-json')).status).toBe(200);
  });
});
