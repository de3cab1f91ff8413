import { SCRAPE_JOBS, SCRAPE_QUEUE, scheduleIdOf } from '@yarn-mgmt/contracts';
import { FAKE_SHOP_SELECTORS } from '@yarn-mgmt/testing/shops';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { dealsSuite, shopWithWorker, TEST_REDIS_URL } from './helpers.js';
import { eventually } from './worker-process.js';

// A scheduler's job carries no run: the worker opens one (trigger `schedule`), unless the target is inactive.
const suite = dealsSuite('deals_scheduler', { SCRAPER_ALLOW_PRIVATE: 'true' });
const { createTarget, query } = suite;
const theShop = shopWithWorker(suite.env);

/** Fires the target's scheduler now, as the service would set it but without the first interval's wait. */
async function fireScheduler(targetId: number) {
  const connection = new Redis(TEST_REDIS_URL);
  const queue = new Queue(SCRAPE_QUEUE, { connection, prefix: suite.env().QUEUE_PREFIX });
  try {
    await queue.upsertJobScheduler(
      scheduleIdOf(targetId),
      { every: 3_600_000 },
      { name: SCRAPE_JOBS.scrapeTarget, data: { targetId, trigger: 'schedule' } },
    );
  } finally {
    await queue.close();
    connection.disconnect();
  }
}

const runsOf = (targetId: number) =>
  query<{ status: string; trigger: string; items_scraped: number }>(
    `SELECT status, trigger, items_scraped FROM scrape_runs WHERE target_id = $1`,
    [targetId],
  );

describe('scheduled runs', () => {
  it('a scheduler’s job opens its own run and records it', async () => {
    const target = await createTarget({
      url: `${theShop().url}/shop/listing`,
      selectors: JSON.stringify(FAKE_SHOP_SELECTORS.static),
    });
    await fireScheduler(target.id);
    const [run] = await eventually(async () => {
      const runs = await runsOf(target.id);
      return runs.length === 1 && runs[0]?.status === 'success' ? runs : undefined;
    });
    expect(run).toEqual({ status: 'success', trigger: 'schedule', items_scraped: 6 });
  });

  it('skips the job of a target deactivated since it was queued', async () => {
    const target = await createTarget({
      name: 'Paused Shop',
      url: `${theShop().url}/shop/listing`,
      isActive: false,
      selectors: JSON.stringify(FAKE_SHOP_SELECTORS.static),
    });
    theShop().resetLog();
    await fireScheduler(target.id);
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await runsOf(target.id)).toEqual([]);
    expect(theShop().hits('/shop/listing')).toBe(0);
  });
});
