import { metricsSettings } from '@yarn-mgmt/nest-kit';
import { freePort, startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';
import { yarnBody } from './helpers.js';

/** The inventory as `main.ts` starts it with METRICS_PORT set: its settings from its own config. */
let svc: ServiceHarness;
let metricsUrl: string;

beforeAll(async () => {
  const port = await freePort();
  const env = { METRICS_PORT: String(port), HOST: '127.0.0.1' };
  metricsUrl = `http://127.0.0.1:${port}/metrics`;
  svc = await startServiceHarness((testEnv) => AppModule.forRoot(loadInventoryConfig(testEnv)), {
    name: 'inventory_metrics',
    env,
    metrics: metricsSettings(loadInventoryConfig({ ...process.env, ...env })),
  });
});
afterAll(() => svc.close());

const scrape = async () => {
  const response = await fetch(metricsUrl);
  expect(response.status).toBe(200);
  return response.text();
};
/** The value of the one series of `metric` whose labels include each of `labels`. */
const valueOf = (text: string, metric: string, ...labels: string[]) => {
  const lines = text
    .split('\n')
    .filter((line) => line.startsWith(`${metric}{`) && labels.every((label) => line.includes(label)));
  expect(lines).toHaveLength(1);
  return Number(lines[0]?.split(' ').pop());
};

describe('the inventory with METRICS_PORT', () => {
  it('counts GET /yarn/<id> under the route /yarn/:id, by status, without the ids', async () => {
    const ann = svc.user('ann');
    const created = await ann.post('/yarn').send(yarnBody()).expect(201);
    const id = (created.body as { id: string }).id;
    await ann.get(`/yarn/${id}`).expect(200);
    await ann.get(`/yarn/${id}`).expect(200);
    const missing = randomUUID();
    await ann.get(`/yarn/${missing}`).expect(404);
    await svc.anonymous.get(`/yarn/${id}`).expect(401);

    const text = await scrape();
    const count = 'http_request_duration_seconds_count';
    const yarn = ['method="GET"', 'route="/yarn/:id"'];
    expect(valueOf(text, count, ...yarn, 'status="200"')).toBe(2);
    expect(valueOf(text, count, ...yarn, 'status="404"')).toBe(1);
    expect(valueOf(text, count, ...yarn, 'status="401"')).toBe(1);
    expect(valueOf(text, count, 'method="POST"', 'route="/yarn"', 'status="201"')).toBe(1);
    expect(text).not.toContain(id);
    expect(text).not.toContain(missing);
  });

  it('gives the database pool, read at each scrape, and the event-loop lag', async () => {
    const text = await scrape();
    expect(valueOf(text, 'db_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(valueOf(text, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
    expect(valueOf(text, 'db_pool_waiting_clients')).toBe(0);
    expect(valueOf(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
  });

  it('keeps /metrics off the service port', async () => {
    const reply = await svc.anonymous.get('/metrics');
    expect(reply.status).toBe(404);
    expect(reply.text).not.toContain('http_request_duration_seconds');
  });
});
