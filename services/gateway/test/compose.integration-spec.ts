import {
  ActivityItemSchema,
  DashboardStatsSchema,
  DEGRADED_HEADER,
  type DashboardStats,
} from '@yarn-mgmt/contracts';
import type { ServiceHarness, TestUser } from '@yarn-mgmt/testing';
import { z } from 'zod';
import { startComposeStack, type ComposeStack, type Composed } from './compose-stack.js';

let stack: ComposeStack;
let gateway: ServiceHarness;
let ann: TestUser;

/** A call to any of the gateways with one user's token (a user is the same person whichever gateway she reaches). */
const get = (on: ServiceHarness, path: string, user = ann) =>
  on.anonymous.call('GET', path, { headers: { authorization: `Bearer ${user.token}` } });

const stats = async (on: ServiceHarness, user = ann): Promise<DashboardStats> => {
  const reply = await get(on, '/api/dashboard/stats', user);
  expect(reply.status).toBe(200);
  return DashboardStatsSchema.parse(reply.body);
};
const activity = async (on: ServiceHarness, query = '') => {
  const reply = await get(on, `/api/activity/recent${query}`);
  expect(reply.status).toBe(200);
  return {
    items: z.array(ActivityItemSchema).parse(reply.body),
    degraded: reply.headers.get(DEGRADED_HEADER),
  };
};
const post = async (path: string, body: unknown) => {
  const reply = await gateway.user(ann.name).call('POST', `/api${path}`, { body });
  if (reply.status !== 201) throw new Error(`${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body as { id: string };
};

const ANN_STATS = { totalYarn: 2, totalPatterns: 1, activeProjects: 2, completedProjects: 1 };

beforeAll(async () => {
  stack = await startComposeStack();
  gateway = await stack.gateway();
  ann = gateway.user('ann');
  const yarn = {
    brand_name: 'Malabrigo',
    line_name: 'Rios',
    weight_category: 'Worsted',
    yardage_per_skein: 210,
  };
  await post('/yarn', { ...yarn, colorway: 'Azul', skeins_total: 5, skeins_remaining: 5, tags: [] });
  await post('/yarn', { ...yarn, colorway: 'Lettuce', skeins_total: 2, skeins_remaining: 1, tags: [] });
  await post('/patterns', { title: 'Ribbed Hat', craft_type: 'knitting' });
  await post('/projects', { name: 'Harbor Cardigan', status: 'active' });
  await post('/projects', { name: 'Sock Yarn Shawl', status: 'in_progress' });
  await post('/projects', { name: 'Baby Blanket', status: 'completed' });
  await post('/projects', { name: 'Mittens', status: 'queued' });
}, 120_000);

afterAll(() => stack?.close());

describe('GET /api/dashboard/stats through the gateway', () => {
  it('adds up what each service owns, for the caller only', async () => {
    expect(await stats(gateway)).toEqual({ ...ANN_STATS, degraded: [] });
    expect(await stats(gateway, gateway.user('bob'))).toEqual({
      totalYarn: 0,
      totalPatterns: 0,
      activeProjects: 0,
      completedProjects: 0,
      degraded: [],
    });
  });

  it('needs a token', async () => {
    expect((await gateway.anonymous.call('GET', '/api/dashboard/stats')).status).toBe(401);
    expect((await gateway.anonymous.call('GET', '/api/activity/recent')).status).toBe(401);
  });

  it.each<[Composed, Partial<DashboardStats>]>([
    ['inventory', { totalYarn: 0 }],
    ['patterns', { totalPatterns: 0 }],
    ['projects', { activeProjects: 0, completedProjects: 0 }],
  ])('still answers with %s stopped: its figures 0, the service named', async (service, zeros) => {
    const partial = await stack.gateway({ [service]: stack.closedUrl });
    expect(await stats(partial)).toEqual({ ...ANN_STATS, ...zeros, degraded: [service] });
    const feed = await activity(partial);
    expect(feed.degraded).toBe(service);
    expect(feed.items.length).toBeGreaterThan(0);
    expect(
      feed.items.some((item) => item.type === (service === 'inventory' ? 'yarn' : service.slice(0, -1))),
    ).toBe(false);
  });

  it('costs no more than the timeout when a service hangs, and not for long', async () => {
    const hung = await stack.gateway({ patterns: stack.hungUrl }, { COMPOSE_TIMEOUT_MS: '2000' });
    const calls = stack.hungCalls;
    const before = calls.length;
    const started = Date.now();
    expect(await stats(hung)).toEqual({ ...ANN_STATS, totalPatterns: 0, degraded: ['patterns'] });
    const statsMs = Date.now() - started;
    const first = calls.slice(before);
    // A second load (the calls of one load time out together and count once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = Date.now();
    expect((await activity(hung)).degraded).toBe('patterns');
    const activityMs = Date.now() - again;
    const second = calls.slice(before + first.length);
    // Each load waited out the timeout (2 s; load only lengthens a wait)...
    expect(statsMs).toBeGreaterThanOrEqual(1_990);
    expect(activityMs).toBeGreaterThanOrEqual(1_990);
    // ...once, never twice: seen where the calls hang (the stand-in never answers), every call of a load reached
    // it before the first was let go, so their timeouts ran together, not one after another (a retry, or the
    // parts asked in turn, would arrive after). Each was let go well before a hang would end (never).
    for (const load of [first, second]) {
      expect(load.length).toBeGreaterThan(0);
      const letGo = await Promise.all(load.map((call) => call.letGo));
      expect(Math.max(...load.map((call) => call.arrived))).toBeLessThan(Math.min(...letGo));
      for (const [index, call] of load.entries()) expect(letGo[index] - call.arrived).toBeLessThan(15_000);
    }
    // Twice without an answer: the hung service rests (COMPOSE_RETRY_MS), the next load does not ask it at all.
    const asked = calls.length;
    expect((await stats(hung)).degraded).toEqual(['patterns']);
    expect(calls.length).toBe(asked);
  });
});

describe('GET /api/activity/recent through the gateway', () => {
  it('merges every service’s entries newest first, a plain array, cut to the limit', async () => {
    const all = await activity(gateway, '?limit=50');
    expect(all.degraded).toBeNull();
    expect(new Set(all.items.map((item) => item.type))).toEqual(new Set(['yarn', 'pattern', 'project']));
    const times = all.items.map((item) => Date.parse(item.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(all.items[0]?.description).toContain('Mittens');

    const three = await activity(gateway, '?limit=3');
    expect(three.items).toEqual(all.items.slice(0, 3));
    expect((await activity(gateway)).items).toEqual(all.items.slice(0, 10));
  });

  it.each(['?limit=0', '?limit=51', '?limit=ten', '?limit=5&extra=1'])(
    'refuses %s with a 400 and field errors',
    async (query) => {
      const reply = await ann.call('GET', `/api/activity/recent${query}`);
      expect(reply).toMatchObject({ status: 400, body: { statusCode: 400, fieldErrors: {} } });
    },
  );

  it('answers nothing of another user’s', async () => {
    const reply = await gateway.user('bob').call('GET', '/api/activity/recent');
    expect(reply).toMatchObject({ status: 200, body: [] });
  });

  it('still answers, with every service named, when the last of them is stopped for good', async () => {
    await stack.stop('projects');
    const feed = await activity(gateway);
    expect(feed.degraded).toBe('projects');
    expect((await stats(gateway)).degraded).toEqual(['projects']);
  });
});
