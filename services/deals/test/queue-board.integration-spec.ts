import { SCRAPER_API } from '@yarn-mgmt/contracts';
import { dealsSuite, errorOf, healthOf, startDeals, targetBody, type Harness } from './helpers.js';

const suite = dealsSuite('deals_board', { QUEUE_BOARD_SECRET: 'a-board-secret-for-tests' });
const { call, admin, user } = suite;
const board = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${suite.harness.url}${SCRAPER_API.queues}${path}`, { headers, redirect: 'manual' });

// Opening it through the one-time link, and the cookie's life, are in queue-board-session (the real account service).
describe('the Bull Board at /scraper/queues', () => {
  it('refuses a tab without the cookie, a forged cookie and a user; an admin bearer is enough', async () => {
    expect((await board('/')).status).toBe(401);
    expect((await board('/', { cookie: 'deals_board=abc.123.forged' })).status).toBe(401);
    expect((await board('/', { authorization: `Bearer ${user().token}` })).status).toBe(403);
    // The board's own address, without the slash, is the same page behind the same check.
    expect((await board('', { authorization: `Bearer ${user().token}` })).status).toBe(403);
    expect((await board('', { authorization: `Bearer ${admin().token}` })).status).toBe(200);
    expect((await board('/api/queues', { authorization: `Bearer ${admin().token}` })).status).toBe(200);
    expect((await board('/enter?token=nope')).status).toBe(401);
  });

  it('gives no link while the account service cannot grant the session (here it only serves the JWKS)', async () => {
    const session = await call('POST', `${SCRAPER_API.queues}/session`, admin());
    expect(session.status).toBe(503);
    expect(errorOf(session).error).toBe('The account service is unavailable');
    expect((await call('POST', `${SCRAPER_API.queues}/session`, user())).status).toBe(403);
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
