import { metricsSettings } from '@yarn-mgmt/nest-kit';
import { freePort, startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { AppModule, gatewayAppOptions } from '../src/app.module.js';
import { loadGatewayConfig } from '../src/config/gateway.config.js';

// The gateway in local mode (the shell's SPA fallback on), METRICS_PORT set, an inventory stand-in behind it.
let gateway: ServiceHarness;
let inventory: Server;
let metricsUrl: string;
const workDir = mkdtempSync(path.join(os.tmpdir(), 'gateway-metrics-'));

beforeAll(async () => {
  mkdirSync(path.join(workDir, 'shell', 'dist'), { recursive: true });
  writeFileSync(
    path.join(workDir, 'shell', 'dist', 'index.html'),
    '<!doctype html><title>Yarn Management</title>',
  );
  inventory = createServer((_request, response) => {
    response.setHeader('content-type', 'application/json');
    response.end('{"items":[]}');
  });
  await new Promise<void>((resolve) => inventory.listen(0, '127.0.0.1', resolve));
  const port = await freePort();
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  const env = {
    INVENTORY_URL: `http://127.0.0.1:${(inventory.address() as AddressInfo).port}`,
    STATIC_ROOT: workDir,
    METRICS_PORT: String(port),
  };
  const config = loadGatewayConfig({ ...process.env, ...env });
  gateway = await startServiceHarness((testEnv) => AppModule.forRoot(loadGatewayConfig(testEnv)), {
    ...gatewayAppOptions(config),
    metrics: metricsSettings(config),
    name: 'gateway',
    env,
  });
});
afterAll(async () => {
  await gateway.close();
  await new Promise((resolve) => inventory.close(resolve));
  rmSync(workDir, { recursive: true, force: true });
});

const count = async (...labels: string[]) => {
  const text = await (await fetch(metricsUrl)).text();
  const lines = text
    .split('\n')
    .filter(
      (line) =>
        line.startsWith('http_request_duration_seconds_count{') &&
        labels.every((label) => line.includes(label)),
    );
  return lines.map((line) => Number(line.split(' ').pop())).reduce((sum, value) => sum + value, 0);
};

describe('the gateway with METRICS_PORT', () => {
  it('times proxied calls by the upstream prefix and status, on the fast path and the full way alike', async () => {
    const ann = gateway.user('ann');
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    // The token's first call takes the full way (the JWT guard), the next ones the fast path.
    for (const id of ids) await ann.get(`/api/yarn/${id}`).expect(200);
    await gateway.anonymous.get(`/api/yarn/${randomUUID()}`).expect(401);
    await ann.get('/api/shopping-list').expect(200);

    const route = 'route="/api/yarn/*"';
    expect(await count('service="gateway"', 'method="GET"', route, 'status="200"')).toBe(3);
    expect(await count(route, 'status="401"')).toBe(1);
    expect(await count('route="/api/shopping-list/*"', 'status="200"')).toBe(1);
    const text = await (await fetch(metricsUrl)).text();
    for (const id of ids) expect(text).not.toContain(id);
  });

  it("labels the gateway's own routes by pattern and the shell's pages as static", async () => {
    await gateway.anonymous.get('/health').expect(200);
    await gateway.anonymous.get('/stash/some-page').expect(200);
    expect(await count('route="/health"', 'status="200"')).toBe(1);
    expect(await count('route="static"', 'status="200"')).toBeGreaterThanOrEqual(1);
  });

  it('never serves the metrics through its own port: /api/metrics is a 404, /metrics the shell', async () => {
    const api = await gateway.anonymous.get('/api/metrics');
    expect(api.status).toBe(404);
    expect(api.text).not.toContain('http_request_duration_seconds');
    const page = await gateway.anonymous.get('/metrics');
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>Yarn Management</title>');
    expect(page.text).not.toContain('http_request_duration_seconds');
    expect(await count('route="unmatched"', 'status="404"')).toBe(1);
    // The metrics port answers them.
    expect(await (await fetch(metricsUrl)).text()).toContain(
      'nodejs_eventloop_lag_seconds{service="gateway"}',
    );
  });
});
