import { UnauthorizedException } from '@nestjs/common';
import { SERVICE_NAMES, type ActivityItem, type ServiceName } from '@yarn-mgmt/contracts';
import { createServer, type IncomingMessage, type ServerResponse, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GatewayConfig } from '../config/gateway.config.js';
import { DashboardService, mergeActivity } from './dashboard.service.js';
import { ServiceReader } from './service-reader.js';

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

const json =
  (body: unknown, status = 200): Handler =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
const hang: Handler = () => undefined;

const item = (id: string, type: ActivityItem['type'], created_at: string): ActivityItem => ({
  id,
  type,
  description: `${type} ${id}`,
  created_at,
});

/** The three services as stand-ins answering whatever each test sets; the others on a closed port. */
const handlers: Partial<Record<ServiceName, Handler>> = {};
const seen: Array<{ service: ServiceName; url?: string; authorization?: string }> = [];
const servers: Server[] = [];
let dashboard: DashboardService;
let config: GatewayConfig;

beforeAll(async () => {
  const urls: Partial<Record<ServiceName, string>> = {};
  for (const service of ['inventory', 'patterns', 'projects'] as const) {
    const server = createServer((request, response) => {
      seen.push({ service, url: request.url, authorization: request.headers.authorization });
      (handlers[service] ?? json({}, 500))(request, response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    servers.push(server);
    urls[service] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }
  const services = Object.fromEntries(
    SERVICE_NAMES.map((service) => [service, [urls[service] ?? 'http://127.0.0.1:9']]),
  ) as GatewayConfig['services'];
  config = { COMPOSE_TIMEOUT_MS: 300, COMPOSE_RETRY_MS: 0, services } as GatewayConfig;
  dashboard = new DashboardService(new ServiceReader(config));
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

beforeEach(() => {
  seen.length = 0;
  handlers.inventory = json({ yarn: [{ id: 'x' }], total: 31 });
  handlers.patterns = json({ total: 6, favorites: 1, free: 2, with_files: 3 });
  handlers.projects = json({ all: 9, queued: 2, active: 3, hibernating: 1, completed: 2, frogged: 1 });
});

describe('dashboard stats', () => {
  it('adds up each service’s own figures, asking each with the caller’s token', async () => {
    expect(await dashboard.stats('Bearer t')).toEqual({
      totalYarn: 31,
      totalPatterns: 6,
      activeProjects: 3,
      completedProjects: 2,
      degraded: [],
    });
    expect(seen.map(({ service, url }) => [service, url]).sort()).toEqual([
      ['inventory', '/yarn?limit=1'],
      ['patterns', '/patterns/stats'],
      ['projects', '/projects/counts'],
    ]);
    expect(seen.every((hit) => hit.authorization === 'Bearer t')).toBe(true);
  });

  it('gives zeros for a service that answers 5xx, hangs or answers an unexpected shape, and names it', async () => {
    handlers.inventory = json({ statusCode: 500, error: 'boom' }, 500);
    handlers.projects = hang;
    handlers.patterns = json({ count: 6 });
    const started = Date.now();
    expect(await dashboard.stats('Bearer t')).toEqual({
      totalYarn: 0,
      totalPatterns: 0,
      activeProjects: 0,
      completedProjects: 0,
      degraded: ['inventory', 'patterns', 'projects'],
    });
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('leaves a service that hung twice in a row out for COMPOSE_RETRY_MS, then asks it again', async () => {
    const resting = new DashboardService(new ServiceReader({ ...config, COMPOSE_RETRY_MS: 600 }));
    handlers.patterns = hang;
    for (let call = 0; call < 2; call += 1) {
      // Two loads, not the calls of one load (those time out together and count once).
      await new Promise((resolve) => setTimeout(resolve, 50));
      const started = Date.now();
      expect((await resting.stats('Bearer t')).degraded).toEqual(['patterns']);
      expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    }
    handlers.patterns = json({ total: 6, favorites: 1, free: 2, with_files: 3 });
    seen.length = 0;
    const started = Date.now();
    expect((await resting.stats('Bearer t')).degraded).toEqual(['patterns']);
    expect(Date.now() - started).toBeLessThan(250);
    expect(seen.map((hit) => hit.service)).not.toContain('patterns');
    await new Promise((resolve) => setTimeout(resolve, 650));
    expect(await resting.stats('Bearer t')).toMatchObject({ totalPatterns: 6, degraded: [] });
  });

  it('asks again at once after one slow load (a service just started), however many calls it had', async () => {
    const resting = new DashboardService(new ServiceReader({ ...config, COMPOSE_RETRY_MS: 60_000 }));
    handlers.projects = hang;
    const [first] = await Promise.all([resting.stats('Bearer t'), resting.recentActivity('Bearer t', 10)]);
    expect(first.degraded).toEqual(['projects']);
    handlers.projects = json({ all: 1, queued: 0, active: 1, hibernating: 0, completed: 0, frogged: 0 });
    expect(await resting.stats('Bearer t')).toMatchObject({ activeProjects: 1, degraded: [] });
  });

  it('keeps asking a service that answered, even with a 5xx', async () => {
    const resting = new DashboardService(new ServiceReader({ ...config, COMPOSE_RETRY_MS: 60_000 }));
    handlers.inventory = json({ error: 'boom' }, 500);
    expect((await resting.stats('Bearer t')).degraded).toEqual(['inventory']);
    handlers.inventory = json({ yarn: [], total: 4 });
    expect(await resting.stats('Bearer t')).toMatchObject({ totalYarn: 4, degraded: [] });
  });

  it('is a 401 when a service says the token is no longer good', async () => {
    handlers.patterns = json({ statusCode: 401, error: 'Session expired' }, 401);
    await expect(dashboard.stats('Bearer t')).rejects.toBeInstanceOf(UnauthorizedException);
  });
});

describe('recent activity', () => {
  it('merges the three feeds newest first and cuts to the limit', async () => {
    handlers.inventory = json([
      item('y2', 'yarn', '2026-03-04T10:00:00Z'),
      item('y1', 'yarn', '2026-03-01T10:00:00Z'),
    ]);
    handlers.patterns = json([item('p1', 'pattern', '2026-03-03T10:00:00Z')]);
    handlers.projects = json([item('j1', 'project', '2026-03-05T10:00:00Z')]);
    const answer = await dashboard.recentActivity('Bearer t', 3);
    expect(answer.items.map((entry) => entry.id)).toEqual(['j1', 'y2', 'p1']);
    expect(answer.degraded).toEqual([]);
    expect(seen.map((hit) => hit.url).sort()).toEqual([
      '/activity/recent?limit=3',
      '/patterns/activity/recent?limit=3',
      '/projects/activity/recent?limit=3',
    ]);
  });

  it('leaves a down service out and names it', async () => {
    handlers.inventory = json([item('y1', 'yarn', '2026-03-01T10:00:00Z')]);
    handlers.patterns = hang;
    handlers.projects = json({ error: 'down' }, 503);
    const answer = await dashboard.recentActivity('Bearer t', 10);
    expect(answer).toEqual({
      items: [item('y1', 'yarn', '2026-03-01T10:00:00Z')],
      degraded: ['patterns', 'projects'],
    });
  });

  it('keeps the services’ order for entries of the same time', () => {
    const at = '2026-03-01T10:00:00.000Z';
    expect(
      mergeActivity([[item('a', 'yarn', at)], null, [item('b', 'project', at)]], 10).map((entry) => entry.id),
    ).toEqual(['a', 'b']);
  });
});
