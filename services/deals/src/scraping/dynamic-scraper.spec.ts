import {
  FAKE_SHOP_CATALOGUE,
  FAKE_SHOP_PATHS,
  FAKE_SHOP_SELECTORS,
  startFakeShop,
  type FakeShop,
} from '@yarn-mgmt/testing/shops';
import { BrowserPool } from './browser-pool.js';
import { createScraper } from './scraper.js';
import { scraperConfig } from './scraper-config.js';
import { ScrapeError, type Scraper, type ScrapeTargetSpec } from './scraper.types.js';
import type { HostLookup } from './url-guard.js';

const BROWSER_TEST_MS = 60_000;
let shop: FakeShop;
let pool: BrowserPool;
let scraper: Scraper;
/** Names only this stub knows: a request that reached the shop through one was resolved by our guard. */
let names: Record<string, string> = {};
const lookup: HostLookup = (hostname) =>
  names[hostname]
    ? Promise.resolve([{ address: names[hostname], family: 4 }])
    : Promise.reject(new Error(`ENOTFOUND ${hostname}`));

beforeAll(async () => {
  shop = await startFakeShop();
  const config = scraperConfig({ allowPrivate: true, hostDelayMs: 0, requestTimeoutMs: 5000 });
  pool = new BrowserPool(config);
  scraper = createScraper(config, { lookup, pool });
});
afterAll(async () => {
  await scraper.close();
  expect(pool.liveProcesses()).toEqual([]);
  await shop.close();
});
beforeEach(() => {
  names = { 'shop.test': '127.0.0.1' };
  shop.resetLog();
});

function target(url: string): ScrapeTargetSpec {
  return { id: 3, name: 'Fake', url, scraperType: 'dynamic', selectors: FAKE_SHOP_SELECTORS.dynamic };
}

describe('the dynamic fetcher', () => {
  it(
    'reads the listing rendered by JavaScript, skipping images',
    async () => {
      const outcome = await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.jsListing));
      expect(outcome.selectorFailure).toBeNull();
      expect(outcome.items).toHaveLength(FAKE_SHOP_CATALOGUE.length);
      expect(outcome.items[0]).toMatchObject({
        product_name: 'Malabrigo Rios Teal Feather',
        current_price: 14.5,
        original_price: 17.95,
        product_url: `${shop.url}/shop/products/rios-teal`,
        image_url: `${shop.url}/shop/images/rios-teal.svg`,
      });
      expect(outcome.page).toMatchObject({ contentType: 'html', title: 'Fake Yarn Shop: yarn' });
      expect(shop.hits(FAKE_SHOP_PATHS.api)).toBe(1);
      expect(shop.requests().filter((entry) => entry.path.startsWith('/shop/images/'))).toEqual([]);
      expect(new Set(shop.requests().map((entry) => entry.userAgent))).toEqual(
        new Set([scraperConfig().userAgent]),
      );
    },
    BROWSER_TEST_MS,
  );

  it(
    'guards the page own requests too: an XHR to a refused address never leaves',
    async () => {
      const page = `http://shop.test:${shop.port}${FAKE_SHOP_PATHS.jsListing}?api=`;
      const api = `http://catalogue.test:${shop.port}${FAKE_SHOP_PATHS.api}`;
      names['catalogue.test'] = '127.0.0.1';
      const allowed = await scraper.scrape(target(page + encodeURIComponent(api)));
      expect(allowed.items).toHaveLength(FAKE_SHOP_CATALOGUE.length);

      names['catalogue.test'] = '169.254.169.254';
      shop.resetLog();
      const refused = await scraper.scrape(target(page + encodeURIComponent(api)));
      expect(refused.items).toEqual([]);
      expect(refused.selectorFailure?.selector).toBe('item');
      expect(shop.hits(FAKE_SHOP_PATHS.api)).toBe(0);
    },
    BROWSER_TEST_MS,
  );

  it(
    'lets no WebSocket or worker request past the guard',
    async () => {
      const outcome = await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.sockets));
      expect(outcome.items).toHaveLength(FAKE_SHOP_CATALOGUE.length);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(shop.hits('/socket')).toBe(0);
      expect(shop.hits('/worker-ping')).toBe(0);
    },
    BROWSER_TEST_MS,
  );

  it(
    'refuses a document redirected to the metadata address, and robots.txt forbidden pages',
    async () => {
      const redirected = await scraper
        .scrape(target(shop.url + FAKE_SHOP_PATHS.redirect('http://169.254.169.254/latest/meta-data/')))
        .catch((error: unknown) => error);
      expect(redirected).toBeInstanceOf(ScrapeError);
      expect(redirected).toMatchObject({
        kind: 'blocked_url',
        message: 'URL resolves to a link-local address (169.254.169.254)',
      });
      const forbidden = await scraper
        .scrape(target(shop.url + FAKE_SHOP_PATHS.privateListing))
        .catch((e: unknown) => e);
      expect(forbidden).toMatchObject({ kind: 'robots' });
      expect(shop.hits(FAKE_SHOP_PATHS.privateListing)).toBe(0);
    },
    BROWSER_TEST_MS,
  );

  it(
    'follows the shop own redirect to the listing',
    async () => {
      const listing = shop.url + FAKE_SHOP_PATHS.jsListing;
      const outcome = await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.redirect(listing)));
      expect(outcome.page.finalUrl).toBe(listing);
      expect(outcome.items).toHaveLength(FAKE_SHOP_CATALOGUE.length);
    },
    BROWSER_TEST_MS,
  );

  it(
    'reports a broken or invalid selector of a rendered page, and fails an error status',
    async () => {
      const broken = await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.broken));
      expect(broken.selectorFailure).toMatchObject({ selector: 'current_price', missing: 6 });
      const badCss = await scraper.scrape({
        ...target(shop.url + FAKE_SHOP_PATHS.listing),
        selectors: { ...FAKE_SHOP_SELECTORS.dynamic, item: 'li[[' },
      });
      expect(badCss.selectorFailure).toMatchObject({ selector: 'item', missing: 0 });
      const missing = await scraper.scrape(target(`${shop.url}/shop/gone`)).catch((error: unknown) => error);
      expect(missing).toMatchObject({
        kind: 'http',
        message: `HTTP 404 Not Found from ${shop.url}/shop/gone`,
      });
    },
    BROWSER_TEST_MS,
  );

  it(
    'times out on a page that does not answer within requestTimeoutMs',
    async () => {
      const error = await scraper
        .scrape(target(`${shop.url}${FAKE_SHOP_PATHS.slow}?ms=20000`))
        .catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'timeout' });
    },
    BROWSER_TEST_MS,
  );

  it(
    'paces page loads per host and never overlaps two requests to it, also from two rendered pages at once',
    async () => {
      const paced = createScraper(
        scraperConfig({ allowPrivate: true, hostDelayMs: 400, requestTimeoutMs: 5000 }),
        {
          pool,
        },
      );
      await paced.scrape(target(shop.url + FAKE_SHOP_PATHS.listing)); // robots.txt read and cached
      shop.resetLog();
      const pages = [1, 2].map((n) => target(`${shop.url}${FAKE_SHOP_PATHS.jsListing}?n=${n}`));
      const outcomes = await Promise.all(pages.map((page) => paced.scrape(page)));
      expect(outcomes.map((outcome) => outcome.items.length)).toEqual([6, 6]);
      const log = [...shop.requests()].sort((a, b) => a.startedAt - b.startedAt);
      for (let i = 1; i < log.length; i += 1) {
        expect(log[i].startedAt).toBeGreaterThanOrEqual(log[i - 1].finishedAt ?? Infinity);
      }
      const documents = log.filter((entry) => entry.path === FAKE_SHOP_PATHS.jsListing);
      expect(documents).toHaveLength(2);
      expect(documents[1].startedAt - (documents[0].finishedAt ?? 0)).toBeGreaterThanOrEqual(390);
    },
    BROWSER_TEST_MS,
  );

  it(
    'reuses one browser for many pages',
    async () => {
      const before = pool.launchedPids.length;
      for (let run = 0; run < 4; run += 1) await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.listing));
      expect(pool.launchedPids.length - before).toBeLessThanOrEqual(1);
      expect(pool.openBrowsers).toBe(1);
    },
    BROWSER_TEST_MS,
  );

  it(
    'reads the page afresh when the tab it gets still shows that URL, fragment and all',
    async () => {
      const url = `${shop.url}${FAKE_SHOP_PATHS.jsListing}#yarn`;
      try {
        expect((await scraper.scrape(target(url))).items).toHaveLength(FAKE_SHOP_CATALOGUE.length);
        shop.setCatalogue([{ ...FAKE_SHOP_CATALOGUE[1], price: 7.25, wasPrice: 9.5 }]);
        const again = await scraper.scrape(target(url));
        expect(again.items.map((item) => item.current_price)).toEqual([7.25]);
        expect(shop.hits(FAKE_SHOP_PATHS.jsListing)).toBe(2);
      } finally {
        shop.setCatalogue(FAKE_SHOP_CATALOGUE);
      }
    },
    BROWSER_TEST_MS,
  );
});
