import {
  SCRAPER_API,
  SELECTOR_MESSAGES,
  ScraperTargetResponseSchema,
  ScraperTargetsResponseSchema,
  scheduleIdOf,
} from '@yarn-mgmt/contracts';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { TargetsService } from '../src/targets/targets.service.js';
import { dealsSuite, fieldErrorsOf, SHOP_SELECTORS, targetBody, TEST_REDIS_URL } from './helpers.js';

const suite = dealsSuite('deals_scraper', {
  TRIGGER_WAIT_MS: '300',
  DEMO_SHOP_URL: 'http://93.184.215.14:4999',
});
const { call, createTarget, admin, user } = suite;

/** Work on the suite's queue from outside the service (what Redis holds). */
const onQueue = async <T>(work: (queue: Queue) => Promise<T>): Promise<T> => {
  const connection = new Redis(TEST_REDIS_URL);
  const queue = new Queue('scrape', { connection, prefix: suite.env().QUEUE_PREFIX });
  try {
    return await work(queue);
  } finally {
    await queue.close();
    connection.disconnect();
  }
};
const schedulers = () =>
  onQueue(async (queue) =>
    (await queue.getJobSchedulers()).map((s) => ({ key: s.key, every: Number(s.every) })),
  );

describe('admin guard on /scraper', () => {
  it.each([
    ['GET', SCRAPER_API.targets],
    ['POST', SCRAPER_API.targets],
    ['PUT', SCRAPER_API.target(1)],
    ['DELETE', SCRAPER_API.target(1)],
    ['GET', SCRAPER_API.status],
    ['GET', SCRAPER_API.logs],
    ['POST', SCRAPER_API.trigger],
    ['POST', `${SCRAPER_API.queues}/session`],
  ])('%s %s: 401 without a token, 403 for a user', async (method, path) => {
    const body = method === 'GET' ? undefined : {};
    expect((await call(method, path, { body })).status).toBe(401);
    expect((await call(method, path, { token: user().token, body })).status).toBe(403);
  });
});

describe('targets', () => {
  it('creates, lists, updates and deletes a target, keeping its job scheduler in step', async () => {
    const target = await createTarget();
    expect(target).toMatchObject({
      name: 'Wool Warehouse',
      url: 'https://93.184.215.14/yarn/sale',
      category: 'deals',
      scraper_type: 'static',
      scrape_frequency: 'daily',
      selectors: SHOP_SELECTORS,
      is_active: true,
      last_scraped_at: null,
      run_state: 'idle',
      is_demo: false,
    });
    expect(await schedulers()).toContainEqual({ key: scheduleIdOf(target.id), every: 86_400_000 });
    const list = ScraperTargetsResponseSchema.parse((await call('GET', SCRAPER_API.targets, admin())).body);
    expect(list.targets.map((t) => t.id)).toContain(target.id);

    const updated = await call('PUT', SCRAPER_API.target(target.id), {
      token: admin().token,
      body: targetBody({ name: 'Wool Warehouse (hourly)', scrapeFrequency: 'hourly' }),
    });
    expect(updated.status).toBe(200);
    expect(ScraperTargetResponseSchema.parse(updated.body).target).toMatchObject({
      name: 'Wool Warehouse (hourly)',
      scrape_frequency: 'hourly',
    });
    expect(await schedulers()).toContainEqual({ key: scheduleIdOf(target.id), every: 3_600_000 });

    await call('PUT', SCRAPER_API.target(target.id), {
      token: admin().token,
      body: targetBody({ isActive: false }),
    });
    expect((await schedulers()).map((s) => s.key)).not.toContain(scheduleIdOf(target.id));

    expect((await call('DELETE', SCRAPER_API.target(target.id), admin())).status).toBe(204);
    expect((await call('DELETE', SCRAPER_API.target(target.id), admin())).status).toBe(404);
    expect(await suite.count('scraper_targets', 'id = $1', [target.id])).toBe(0);
  });

  it('reconciles the schedulers with the targets (as at start): missing ones set, strays removed', async () => {
    const target = await createTarget({ name: 'Reconciled Shop', scrapeFrequency: 'weekly' });
    await onQueue(async (queue) => {
      await queue.removeJobScheduler(scheduleIdOf(target.id));
      await queue.upsertJobScheduler(scheduleIdOf(999_999), {
        every: 60_000,
        startDate: Date.now() + 60_000,
      });
    });
    await suite.harness.app.get(TargetsService).reconcile();
    const keys = (await schedulers()).map((s) => s.key);
    expect(keys).toContain(scheduleIdOf(target.id));
    expect(keys).not.toContain(scheduleIdOf(999_999));
  });

  it('says a target on the demo shop is a demo', async () => {
    const demo = await createTarget({ url: 'http://93.184.215.14:4999/shop/listing' });
    expect(demo.is_demo).toBe(true);
  });

  it('names the selector key, the bad JSON and each missing required selector in a 400', async () => {
    const post = (body: unknown) => call('POST', SCRAPER_API.targets, { token: admin().token, body });
    const before = await suite.count('scraper_targets');
    const unknown = await post(
      targetBody({ selectors: JSON.stringify({ ...SHOP_SELECTORS, colour: '.c' }) }),
    );
    expect(unknown.status).toBe(400);
    expect(fieldErrorsOf(unknown)).toEqual({
      'selectors.colour': [SELECTOR_MESSAGES.unknownKey('colour')],
    });
    const badJson = await post(targetBody({ selectors: '{"item": ".product-card",' }));
    expect(fieldErrorsOf(badJson)).toEqual({ selectors: [SELECTOR_MESSAGES.badJson] });
    const missing = await post(targetBody({ selectors: '{"item": ".card"}' }));
    expect(Object.keys(fieldErrorsOf(missing)).sort()).toEqual([
      'selectors.current_price',
      'selectors.product_name',
      'selectors.product_url',
    ]);
    const { name: _name, ...noName } = targetBody();
    expect(fieldErrorsOf(await post(noName))).toHaveProperty('name');
    expect(await suite.count('scraper_targets')).toBe(before);
  });

  it('refuses metadata, link-local and (without SCRAPER_ALLOW_PRIVATE) private addresses on save', async () => {
    for (const url of [
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://127.0.0.1:8080/',
      // A DNS name is judged by the addresses it resolves to.
      'http://localhost:8080/',
    ]) {
      const reply = await call('POST', SCRAPER_API.targets, {
        token: admin().token,
        body: targetBody({ url }),
      });
      expect(reply.status).toBe(400);
      expect(fieldErrorsOf(reply).url).toHaveLength(1);
    }
    const target = await createTarget();
    const put = await call('PUT', SCRAPER_API.target(target.id), {
      token: admin().token,
      body: targetBody({ url: 'http://[::ffff:169.254.169.254]/' }),
    });
    expect(put.status).toBe(400);
  });

  it('answers 404 for unknown and malformed ids', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '99999999999']) {
      const path = `${SCRAPER_API.targets}/${id}`;
      expect((await call('PUT', path, { token: admin().token, body: targetBody() })).status).toBe(404);
      expect((await call('DELETE', path, admin())).status).toBe(404);
    }
  });
});
