import { SCRAPER_API } from '@yarn-mgmt/contracts';
import { z } from 'zod';
import { dealsSuite, errorOf, healthOf, startDeals, targetBody, type Harness } from './helpers.js';

const suite = dealsSuite('deals_board', { QUEUE_BOARD_SECRET: 'a-board-secret-for-tests' });
const { call, admin, user } = suite;
const board = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${suite.harness.url}${SCRAPER_API.queues}${path}`, { headers, redirect: 'manual' });

describe('the Bull Board at /scraper/queues', () => {
  it('opens for an admin through a one-time link that sets a strict, HttpOnly cookie on the board path', async () => {
    const session = await call('POST', `${SCRAPER_API.queues}/session`, admin());
    expect(session.status).toBe(200);
    const url = new URL(z.object({ url: z.string() }).parse(session.body).url, 'http://gateway');
    expect(url.pathname).toBe('/api/scraper/queues/enter');
    const enter = await board(`/enter${url.search}`);
    expect(enter.status).toBe(303);
    expect(enter.headers.get('location')).toBe('/api/scraper/queues/');
    const setCookie = enter.headers.get('set-cookie') ?? '';
    expect(setCookie).toMatch(
      /^deals_board=[^;]+; Max-Age=3600; Path=\/api\/scraper\/queues; Expires=[^;]+; HttpOnly; SameSite=Strict$/,
    );
    expect((await board(`/enter${url.search}`)).status).toBe(401);

    const cookie = setCookie.split(';')[0];
    const page = await board('/', { cookie });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<base href="/api/scraper/queues/" />');
    const script = /src="(static\/js\/main\.[^"]+)"/.exec(html)?.[1];
    expect((await board(`/${script}`, { cookie })).status).toBe(200);
    const queues = await board('/api/queues?activeQueue=scrape&page=1', { cookie });
    expect(queues.status).toBe(200);
    expect(((await queues.json()) as { queues: Array<{ name: string }> }).queues.map((q) => q.name)).toEqual([
      'scrape',
    ]);
  });

  it('refuses a tab without the cookie, a forged cookie and a user; an admin bearer is enough', async () => {
    expect((await board('/')).status).toBe(401);
    expect((await board('/', { cookie: 'deals_board=abc.123.forged' })).status).toBe(401);
    expect((await board('/', { authorization: `Bearer ${user().token}` })).status).toBe(403);
    // The board's own address, without the slash, is the same page behind the same check.
    expect((await board('', { authorization: `Bearer ${user().token}` })).status).toBe(403);
    expect((await board('', { authorization: `Bearer ${admin().token}` })).status).toBe(200);
    expect((await board('/api/queues', { authorization: `Bearer ${admin().token}` })).status).toBe(200);
    expect((await board('/enter?ticket=nope')).status).toBe(401);
  });
});

describe('without REDIS_URL', () => {
  let svc: Harness;
  beforeAll(async () => {
    svc = await startDeals('deals_noredis', { REDIS_URL: undefined });
  });
  afterAll(() => svc.close());

  it('serves reads and saves targets, and answers a trigger and the board with 503', async () => {
    const adminUser = svc.user('admin', { role: 'admin' });
    expect((await adminUser.call('GET', SCRAPER_API.targets)).status).toBe(200);
    const created = await adminUser.call('POST', SCRAPER_API.targets, { body: targetBody() });
    expect(created.status).toBe(201);
    const trigger = await adminUser.call('POST', SCRAPER_API.trigger, { body: {} });
    expect(trigger.status).toBe(503);
    expect(errorOf(trigger).error).toBe('The scrape queue is unavailable');
    expect((await adminUser.call('GET', `${SCRAPER_API.queues}/`)).status).toBe(503);
    const health = await svc.anonymous.call('GET', '/health');
    expect(health.status).toBe(200);
    expect(Object.keys(healthOf(health))).toEqual(['database']);
  });
});
