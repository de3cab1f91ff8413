import {
  ARCHIVES_API,
  ArchiveCleanupResponseSchema,
  ArchiveListResponseSchema,
  ArchiveSearchResponseSchema,
  SCRAPER_API,
  ScraperStatusResponseSchema,
  ScraperTriggerResponseSchema,
  type ScraperTarget,
  type ScraperType,
} from '@yarn-mgmt/contracts';
import { FAKE_SHOP_CATALOGUE, FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS } from '@yarn-mgmt/testing/shops';
import { dealsSuite, shopWithWorker } from './helpers.js';

// The real pipeline: the API queues, a worker (the worker module, in this process) scrapes the fake shop on
// 127.0.0.1 (hence SCRAPER_ALLOW_PRIVATE) and records the run.
const suite = dealsSuite('deals_pipeline', {
  SCRAPER_ALLOW_PRIVATE: 'true',
  TRIGGER_WAIT_MS: '20000',
  SCRAPER_ATTEMPTS: '2',
});
const { call, admin, createTarget, query } = suite;
const theShop = shopWithWorker(suite.env);

const shopTarget = (name: string, scraperType: ScraperType, path: string) =>
  createTarget({
    name,
    url: `${theShop().url}${path}`,
    scraperType,
    selectors: JSON.stringify(FAKE_SHOP_SELECTORS[scraperType]),
  });

async function run(target: ScraperTarget) {
  const reply = await call('POST', SCRAPER_API.trigger, {
    token: admin().token,
    body: { targetId: target.id },
  });
  expect(reply.status).toBe(200);
  const { result } = ScraperTriggerResponseSchema.parse(reply.body);
  const [log] = await query<{
    status: string;
    items_scraped: number;
    new_deals_found: number;
    error_message: string | null;
  }>(
    `SELECT status, items_scraped, new_deals_found, error_message FROM scrape_runs WHERE id = $1`,
    result.runIds,
  );
  return { result, log: log };
}

const dealsOf = (targetId: number) =>
  query<{ product_url: string; current_price: string; is_active: boolean; product_name: string }>(
    `SELECT product_url, current_price, is_active, product_name FROM deals WHERE target_id = $1 ORDER BY id`,
    [targetId],
  );

describe('a static target through the queue and the worker', () => {
  it('opens deals, updates them, ends them and opens a new episode; archives each page', async () => {
    const target = await shopTarget('Fake Yarn Shop', 'static', '/shop/listing');
    const first = await run(target);
    expect(first.result).toMatchObject({ successful: 1, failed: 0, pending: 0 });
    expect(first.log).toMatchObject({ status: 'success', items_scraped: 6, new_deals_found: 3 });
    expect((await dealsOf(target.id)).map((d) => [d.product_name, d.is_active])).toEqual([
      ['Malabrigo Rios Teal Feather', true],
      ['Drops Nepal Oatmeal', true],
      ['Rowan Felted Tweed Bilberry', true],
    ]);

    // Rios cheaper, Nepal gone from the catalogue, Felted Tweed back at full price.
    theShop().setCatalogue(
      FAKE_SHOP_CATALOGUE.filter((p) => p.id !== 'drops-nepal-oat').map((p) =>
        p.id === 'rios-teal'
          ? { ...p, price: 12.5 }
          : p.id === 'rowan-felted-tweed'
            ? { ...p, wasPrice: null }
            : p,
      ),
    );
    const second = await run(target);
    expect(second.log).toMatchObject({ status: 'success', items_scraped: 5, new_deals_found: 0 });
    expect(
      (await dealsOf(target.id)).map((d) => [d.product_name, Number(d.current_price), d.is_active]),
    ).toEqual([
      ['Malabrigo Rios Teal Feather', 12.5, true],
      ['Drops Nepal Oatmeal', 4.6, false],
      ['Rowan Felted Tweed Bilberry', 12.95, false],
    ]);

    theShop().setCatalogue(FAKE_SHOP_CATALOGUE);
    const third = await run(target);
    expect(third.log).toMatchObject({ status: 'success', items_scraped: 6, new_deals_found: 2 });
    expect((await dealsOf(target.id)).filter((d) => d.is_active)).toHaveLength(3);
    expect(await suite.count('deals', 'target_id = $1', [target.id])).toBe(5);
    expect(
      await suite.count('price_observations o JOIN products p ON p.id = o.product_id', 'p.target_id = $1', [
        target.id,
      ]),
    ).toBe(17);

    const archives = await call('GET', `${ARCHIVES_API.list}?targetId=${target.id}`, admin());
    const listed = ArchiveListResponseSchema.parse(archives.body);
    expect(listed.total).toBe(3);
    const archive = listed.archives[0];
    expect(archive).toMatchObject({
      archive_type: 'html',
      target_name: 'Fake Yarn Shop',
      archive_url: `${theShop().url}/shop/listing`,
    });
    const page = await call('GET', ARCHIVES_API.html(archive.id), admin());
    expect(page.headers.get('content-security-policy')).toBe('sandbox');
    expect(page.body).toContain('Rios Teal Feather');
    expect(page.body).not.toMatch(/<script/i);
    const found = await call('POST', ARCHIVES_API.search, {
      token: admin().token,
      body: { query: 'felted tweed' },
    });
    expect(ArchiveSearchResponseSchema.parse(found.body).results.map((a) => a.id)).toContain(archive.id);
    await query(`UPDATE archives SET scraped_at = now() - interval '30 days' WHERE target_id = $1`, [
      target.id,
    ]);
    const cleanup = await call('POST', ARCHIVES_API.cleanup, { token: admin().token, body: { daysOld: 7 } });
    expect(ArchiveCleanupResponseSchema.parse(cleanup.body).recordsDeleted).toBe(3);
    expect((await call('GET', ARCHIVES_API.html(archive.id), admin())).status).toBe(404);
  });
});

describe('the dynamic and api fetchers', () => {
  it.each([
    ['dynamic', '/shop/js-listing', 'html'],
    ['api', '/api/products', 'json'],
  ] as const)('%s: reads every product and opens its deals', async (type, path, archiveType) => {
    const target = await shopTarget(`Fake Shop ${type}`, type, path);
    const { log } = await run(target);
    expect(log).toMatchObject({ status: 'success', items_scraped: 6, new_deals_found: 3 });
    const [archive] = await query<{ archive_type: string }>(
      `SELECT archive_type FROM archives WHERE target_id = $1`,
      [target.id],
    );
    expect(archive?.archive_type).toBe(archiveType);
  });
});

describe('selector health', () => {
  it('counts consecutive selector failures to broken after 3, naming the selector; a clean run resets', async () => {
    const target = await shopTarget('Broken Shop', 'static', '/shop/broken');
    const health = async () =>
      ScraperStatusResponseSchema.parse((await call('GET', SCRAPER_API.status, admin())).body).scrapers.find(
        (s) => s.id === target.id,
      )!.selector_health;
    for (let i = 1; i <= 3; i += 1) {
      const { log } = await run(target);
      expect(log.status).toBe('failure');
      expect(await health()).toMatchObject({
        consecutive_failures: i,
        failing_selector: 'current_price',
        broken: i >= 3,
      });
    }
    await call('PUT', SCRAPER_API.target(target.id), {
      token: admin().token,
      body: {
        name: 'Broken Shop',
        url: `${theShop().url}/shop/listing`,
        category: 'deals',
        scraperType: 'static',
        scrapeFrequency: 'daily',
        selectors: FAKE_SHOP_SELECTORS.static,
      },
    });
    expect((await run(target)).log.status).toBe('success');
    expect(await health()).toMatchObject({ consecutive_failures: 0, failing_selector: null, broken: false });
    const status = ScraperStatusResponseSchema.parse((await call('GET', SCRAPER_API.status, admin())).body);
    expect(status.scrapers.find((s) => s.id === target.id)).toMatchObject({
      success_count: 1,
      failure_count: 3,
      success_rate_pct: 25,
      active_deals: 3,
    });
  });
});

describe('failed runs', () => {
  it('retries a page that fails (backoff) and logs the failure after the last attempt', async () => {
    const target = await shopTarget('Missing Page', 'static', '/shop/no-such-page');
    const { result, log } = await run(target);
    expect(result).toMatchObject({ successful: 0, failed: 1, pending: 0 });
    expect(log.status).toBe('failure');
    expect(log.error_message).toMatch(/404/);
    const [row] = await query<{ attempts: number }>(
      `SELECT attempts FROM scrape_runs WHERE id = $1`,
      result.runIds,
    );
    expect(row?.attempts).toBe(2);
  });

  it('does not retry a page robots.txt forbids', async () => {
    const target = await shopTarget('Private Page', 'static', '/private/listing');
    const { result, log } = await run(target);
    expect(log.status).toBe('failure');
    const [row] = await query<{ attempts: number }>(
      `SELECT attempts FROM scrape_runs WHERE id = $1`,
      result.runIds,
    );
    expect(row?.attempts).toBe(1);
    expect(theShop().hits('/private/listing')).toBe(0);
  });

  it('refuses at fetch time a redirect to the metadata address (DECISIONS 22), without a retry', async () => {
    const metadata = 'http://169.254.169.254/latest/meta-data/';
    const target = await shopTarget('Redirecting Page', 'static', FAKE_SHOP_PATHS.redirect(metadata));
    const { result, log } = await run(target);
    expect(result).toMatchObject({ successful: 0, failed: 1, pending: 0 });
    expect(log.status).toBe('failure');
    expect(log.error_message).toMatch(/169\.254\.169\.254/);
    const [row] = await query<{ attempts: number }>(
      `SELECT attempts FROM scrape_runs WHERE id = $1`,
      result.runIds,
    );
    expect(row?.attempts).toBe(1);
  });
});
