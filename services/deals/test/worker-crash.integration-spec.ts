import { SCRAPER_API, ScraperTriggerResponseSchema } from '@yarn-mgmt/contracts';
import { FAKE_SHOP_SELECTORS, startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { dealsSuite } from './helpers.js';
import { randomUUID } from 'node:crypto';
import { eventually, processesWithEnv, spawnWorker, type WorkerProcess } from './worker-process.js';

// Workers as real processes on the slow page: one killed mid-job (its job stalls, another worker takes it), one
// stopped with SIGTERM (it finishes the job in hand first). The run row makes each job count once.
const suite = dealsSuite('deals_workers', {
  SCRAPER_ALLOW_PRIVATE: 'true',
  TRIGGER_WAIT_MS: '200',
  SCRAPER_LOCK_DURATION_MS: '2000',
  SCRAPER_STALLED_INTERVAL_MS: '1000',
});
const { call, admin, createTarget, query } = suite;
let shop: FakeShop;
const workers: WorkerProcess[] = [];

beforeAll(async () => {
  shop = await startFakeShop();
});
afterAll(async () => {
  for (const worker of workers) if (worker.child.exitCode === null) worker.child.kill('SIGKILL');
  await shop?.close();
});

const start = async (env: Record<string, string> = {}) => {
  const worker = await spawnWorker({ ...suite.env(), ...env });
  workers.push(worker);
  return worker;
};

async function slowRun(ms: number) {
  shop.resetLog();
  const target = await createTarget({
    name: `Slow Shop ${ms}`,
    url: `${shop.url}/shop/slow?ms=${ms}`,
    selectors: JSON.stringify(FAKE_SHOP_SELECTORS.static),
  });
  const reply = await call('POST', SCRAPER_API.trigger, {
    token: admin().token,
    body: { targetId: target.id },
  });
  const { result } = ScraperTriggerResponseSchema.parse(reply.body);
  expect(result.pending).toBe(1);
  return { target, runId: result.runIds[0] };
}

const runRow = async (runId: number) =>
  (
    await query<{ status: string; attempts: number; items_scraped: number }>(
      `SELECT status, attempts, items_scraped FROM scrape_runs WHERE id = $1`,
      [runId],
    )
  )[0];

describe('the worker process', () => {
  it('a worker killed mid-job: another worker finishes the run exactly once', async () => {
    const first = await start();
    const { target, runId } = await slowRun(4_000);
    await eventually(() => Promise.resolve(shop.hits('/shop/slow') > 0 ? true : undefined));
    first.child.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect((await runRow(runId)).status).toBe('running');

    await start();
    const finished = await eventually(async () => {
      const row = await runRow(runId);
      return row.status === 'running' || row.status === 'queued' ? undefined : row;
    });
    expect(finished).toMatchObject({ status: 'success', items_scraped: 6 });
    expect(finished.attempts).toBe(2);
    expect(shop.hits('/shop/slow')).toBe(2);
    expect(await suite.count('scrape_runs', 'target_id = $1', [target.id])).toBe(1);
    expect(await suite.count('price_observations', 'run_id = $1', [runId])).toBe(6);
    expect(await suite.count('deals', 'target_id = $1', [target.id])).toBe(3);
    expect(await suite.count('archives', 'run_id = $1', [runId])).toBe(1);
  }, 60_000);

  it('SIGTERM: the worker finishes the job in hand, then exits 0', async () => {
    for (const worker of workers.splice(0)) {
      worker.child.kill('SIGTERM');
      await worker.exited;
    }
    const worker = await start();
    const { runId } = await slowRun(2_500);
    await eventually(() => Promise.resolve(shop.hits('/shop/slow') > 0 ? true : undefined));
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await runRow(runId)).toMatchObject({ status: 'success', attempts: 1, items_scraped: 6 });
    expect(worker.output()).toContain('SIGTERM: finishing the job in hand');
  }, 60_000);

  it('SIGTERM after a dynamic page: the browsers close with the worker, no Chromium left', async () => {
    const mark = randomUUID();
    const worker = await start({ DEALS_TEST_WORKER: mark });
    const target = await createTarget({
      name: 'JS Shop',
      url: `${shop.url}/shop/js-listing`,
      scraperType: 'dynamic',
      selectors: JSON.stringify(FAKE_SHOP_SELECTORS.dynamic),
    });
    const reply = await call('POST', SCRAPER_API.trigger, {
      token: admin().token,
      body: { targetId: target.id },
    });
    const [runId] = ScraperTriggerResponseSchema.parse(reply.body).result.runIds;
    await eventually(async () => ((await runRow(runId)).status === 'success' ? true : undefined));
    // The pool keeps its browser for the next page: Chromium runs now, with the worker's environment.
    expect(processesWithEnv('DEALS_TEST_WORKER', mark).length).toBeGreaterThan(1);
    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(processesWithEnv('DEALS_TEST_WORKER', mark)).toEqual([]);
  }, 60_000);
});
