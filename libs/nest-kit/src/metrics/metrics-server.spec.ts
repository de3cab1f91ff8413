import { Controller, Get, HttpCode, Module, Param } from '@nestjs/common';
import { createServer } from 'node:net';
import { startProbeApp, type ProbeApp } from '../testing/probe-app.js';

@Controller('yarn')
class ProbeController {
  @Get(':id')
  one(@Param('id') id: string) {
    return { id };
  }

  @Get(':id/slow')
  @HttpCode(202)
  async slow() {
    await new Promise((resolve) => setTimeout(resolve, 60));
    return {};
  }
}

@Module({ controllers: [ProbeController] })
class ProbeModule {}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The lines of one metric family whose labels include every given `name="value"`. */
const series = (text: string, metric: string, ...labels: string[]) =>
  text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && labels.every((label) => line.includes(label)));

describe('the metrics server of a service (METRICS_PORT)', () => {
  let probe: ProbeApp;
  let metricsUrl: string;
  const scrape = async () => (await fetch(metricsUrl)).text();

  beforeAll(async () => {
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    probe = await startProbeApp(ProbeModule, { name: 'probe', metrics: { port, host: '127.0.0.1' } });
  });
  afterAll(() => probe.app.close());

  it('counts requests by method, route pattern and status, never by raw URL', async () => {
    for (const id of ['41', '42']) expect((await fetch(`${probe.url}/yarn/${id}`)).status).toBe(200);
    // Refused by the strict query check, after routing: still the route's series, with its status.
    expect((await fetch(`${probe.url}/yarn/ab-c?colour=blue`)).status).toBe(400);
    expect((await fetch(`${probe.url}/yarn/7/slow`)).status).toBe(202);
    expect((await fetch(`${probe.url}/no/such/page`)).status).toBe(404);

    const text = await scrape();
    const count = 'http_request_duration_seconds_count';
    expect(
      series(text, count, 'service="probe"', 'method="GET"', 'route="/yarn/:id"', 'status="200"'),
    ).toEqual([expect.stringMatching(/ 2$/)]);
    expect(series(text, count, 'route="/yarn/:id"', 'status="400"')).toEqual([expect.stringMatching(/ 1$/)]);
    expect(series(text, count, 'route="/yarn/:id/slow"', 'status="202"')).toEqual([
      expect.stringMatching(/ 1$/),
    ]);
    expect(series(text, count, 'route="unmatched"', 'status="404"')).toEqual([expect.stringMatching(/ 1$/)]);
    // The slow route's one request took its 60 ms: it is in the 0.1 s bucket and not the 0.05 s one.
    const bucket = (le: string) =>
      series(text, 'http_request_duration_seconds_bucket', 'route="/yarn/:id/slow"', `le="${le}"`)[0];
    expect(bucket('0.05')).toMatch(/ 0$/);
    expect(bucket('0.1')).toMatch(/ 1$/);
    expect(text).not.toMatch(/ab-c|colour|no\/such/);
  });

  it("exposes the process's event-loop lag and Node's default metrics", async () => {
    const text = await scrape();
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds\{service="probe"\} \d/m);
    expect(text).toMatch(/^nodejs_heap_size_used_bytes\{service="probe"\} \d/m);
    expect(text).toMatch(/^process_cpu_seconds_total\{service="probe"\} \d/m);
  });

  it('answers only GET /metrics, as Prometheus text', async () => {
    const response = await fetch(metricsUrl);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await fetch(metricsUrl.replace('/metrics', '/yarn/1'))).status).toBe(404);
    expect((await fetch(metricsUrl, { method: 'POST' })).status).toBe(405);
  });

  it('is not served on the service port', async () => {
    const response = await fetch(`${probe.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });
});

describe('a service without METRICS_PORT', () => {
  it('starts no metrics server and records nothing', async () => {
    const port = await freePort();
    const probe = await startProbeApp(ProbeModule, { metrics: { port: 0 } });
    try {
      expect((await fetch(`${probe.url}/yarn/1`)).status).toBe(200);
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
      expect(probe.app.getHttpServer().listeners('request')).toHaveLength(1);
    } finally {
      await probe.app.close();
    }
  });
});

describe('shutdown', () => {
  it('closes the metrics port with the app, a scraper still connected', async () => {
    const port = await freePort();
    const probe = await startProbeApp(ProbeModule, { metrics: { port } });
    const url = `http://127.0.0.1:${port}/metrics`;
    expect((await fetch(url, { keepalive: true })).status).toBe(200);
    const started = Date.now();
    await probe.app.close();
    expect(Date.now() - started).toBeLessThan(1_000);
    await expect(fetch(url)).rejects.toThrow();
  });
});
