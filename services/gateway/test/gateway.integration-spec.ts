import { signTestToken } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { REMOTE_DEFAULTS } from '../src/remotes/remotes.config.js';
import { callGateway, startGatewayStack, type GatewayStack } from './gateway-stack.js';

let stack: GatewayStack;

beforeAll(async () => {
  stack = await startGatewayStack();
});
afterAll(() => stack?.close());

describe('GET /remotes.json', () => {
  afterEach(() => rmSync(stack.remotesFile, { force: true }));

  it('comes from the settings while there is no file, and is never cached', async () => {
    const response = await callGateway(stack.gateway, 'GET', '/remotes.json');
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

  it('goes compressed to a browser that takes brotli or gzip', async () => {
    for (const encoding of ['br', 'gzip']) {
      const response = await fetch(`${stack.gateway.url}/remotes.json`, {
        headers: { 'accept-encoding': encoding },
      });
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.json()).toHaveProperty('mf_inventory.prefixes', ['/yarn', '/shopping-list']);
    }
  });

  it('follows the file, edited between two requests, without a restart', async () => {
    writeFileSync(stack.remotesFile, JSON.stringify({ mf_tools: 'http://127.0.0.1:4101/mf-manifest.json' }));
    expect((await callGateway(stack.gateway, 'GET', '/remotes.json')).body).toEqual({
      mf_tools: { ...REMOTE_DEFAULTS.mf_tools, manifest: 'http://127.0.0.1:4101/mf-manifest.json' },
    });
    const tools = { manifest: 'http://127.0.0.1:4202/mf-manifest.json', prefixes: ['/calculator', '/gauge'] };
    writeFileSync(
      stack.remotesFile,
      JSON.stringify({ mf_tools: tools, mf_deals: '/remotes/mf-deals/mf-manifest.json', mf_other: 'x' }),
    );
    expect((await callGateway(stack.gateway, 'GET', '/remotes.json')).body).toEqual({
      mf_tools: tools,
      mf_deals: REMOTE_DEFAULTS.mf_deals,
    });
    // The page's CSP follows too, so the shell may load the remote from its new origin.
    const page = await callGateway(stack.gateway, 'GET', '/dashboard');
    expect(page.headers.get('content-security-policy')).toMatch(
      /script-src 'self' blob: http:\/\/127\.0\.0\.1:4202/,
    );
  });
});

describe('GET /health', () => {
  const adminToken = () =>
    signTestToken(
      stack.keys.privateKey,
      { sub: randomUUID(), email: 'boss@example.com', role: 'admin' },
      { kid: stack.keys.kid },
    );

  it('tells an anonymous caller only that the gateway is up', async () => {
    const reply = await callGateway(stack.gateway, 'GET', '/health');
    expect(reply).toMatchObject({ status: 200, body: { status: 'ok' } });
    expect(Object.keys(reply.body as object)).toEqual(['status']);
    const user = signTestToken(
      stack.keys.privateKey,
      { sub: randomUUID(), email: 'ann@example.com', role: 'user' },
      { kid: stack.keys.kid },
    );
    expect((await callGateway(stack.gateway, 'GET', '/health', { token: user })).body).toEqual({
      status: 'ok',
    });
    expect((await callGateway(stack.gateway, 'GET', '/health', { token: 'bad.token' })).body).toEqual({
      status: 'ok',
    });
  });

  it('shows an admin each service (the patterns stand-in is up), ok itself while some are down', async () => {
    expect(await callGateway(stack.gateway, 'GET', '/health', { token: adminToken() })).toMatchObject({
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

  it('probes the services at most once per HEALTH_CACHE_MS however often it is asked', async () => {
    const hits = stack.healthProbes();
    await Promise.all(
      Array.from({ length: 20 }, () => callGateway(stack.gateway, 'GET', '/health', { token: adminToken() })),
    );
    expect(stack.healthProbes() - hits).toBeLessThanOrEqual(1);
  });
});

describe('local mode (STATIC_ROOT)', () => {
  it('serves the shell, with the SPA fallback for client routes', async () => {
    for (const page of ['/', '/dashboard', '/yarn/12/edit']) {
      const response = await callGateway(stack.gateway, 'GET', page);
      expect(response.status).toBe(200);
      expect(response.body).toContain('<title>Yarn Management</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
    const asset = await callGateway(stack.gateway, 'GET', '/assets/main.123.js');
    expect(asset.body).toBe('console.log("shell")');
    // The page policy on the page; a file it loads gets nosniff and the resource policy, not the page's headers.
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    expect(asset.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(asset.headers.get('content-security-policy')).toBeNull();
    expect(asset.headers.get('x-frame-options')).toBeNull();
    const page = await callGateway(stack.gateway, 'GET', '/yarn/12/edit');
    expect(page.headers.get('content-security-policy')).toMatch(/script-src 'self' blob:/);
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
  });

  it('serves remote builds to any origin, and a missing remote file is a 404', async () => {
    const manifest = await callGateway(stack.gateway, 'GET', '/remotes/mf-tools/mf-manifest.json');
    expect(manifest).toMatchObject({ status: 200, body: { name: 'mf_tools' } });
    expect(manifest.headers.get('access-control-allow-origin')).toBe('*');
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    expect(
      (await callGateway(stack.gateway, 'GET', '/remotes/mf-tools/remoteEntry.js')).headers.get(
        'cache-control',
      ),
    ).toBe('no-cache');
    expect((await callGateway(stack.gateway, 'GET', '/remotes/mf-tools/chunk-404.js')).status).toBe(404);
    expect((await callGateway(stack.gateway, 'GET', '/remotes/mf-deals/mf-manifest.json')).status).toBe(404);
  });

  it('never answers API, health or docs paths with the shell page', async () => {
    expect((await callGateway(stack.gateway, 'GET', '/api/nope')).status).toBe(404);
    expect((await callGateway(stack.gateway, 'GET', '/docs-json')).status).toBe(200);
  });
});
