import { FAKE_SHOP_PATHS, FAKE_SHOP_SELECTORS, startFakeShop, type FakeShop } from '@yarn-mgmt/testing/shops';
import { createScraper } from './scraper.js';
import { scraperConfig } from './scraper-config.js';
import { ScrapeError, type Scraper, type ScraperConfig, type ScrapeTargetSpec } from './scraper.types.js';
import type { HostLookup } from './url-guard.js';

let shop: FakeShop;
const open: Scraper[] = [];

beforeAll(async () => {
  shop = await startFakeShop();
});
afterAll(async () => {
  await Promise.all(open.map((scraper) => scraper.close()));
  await shop.close();
});

function scraperWith(overrides: Partial<ScraperConfig>, lookup?: HostLookup): Scraper {
  const scraper = createScraper(scraperConfig({ allowPrivate: true, hostDelayMs: 0, ...overrides }), {
    lookup,
  });
  open.push(scraper);
  return scraper;
}

function target(url: string): ScrapeTargetSpec {
  return { id: 7, name: 'Fake', url, scraperType: 'static', selectors: FAKE_SHOP_SELECTORS.static };
}

async function refusal(scraper: Scraper, url: string): Promise<ScrapeError> {
  const error: unknown = await scraper.scrape(target(url)).catch((caught: unknown) => caught);
  if (!(error instanceof ScrapeError)) throw new Error(`expected a ScrapeError, got ${String(error)}`);
  return error;
}

describe('SSRF at fetch time (DECISIONS 22)', () => {
  it.each(['http://169.254.169.254/latest/meta-data/', 'http://2852039166/', 'http://[::ffff:a9fe:a9fe]/'])(
    'refuses a redirect from the shop to %s even with private addresses allowed',
    async (to) => {
      const error = await refusal(scraperWith({}), shop.url + FAKE_SHOP_PATHS.redirect(to));
      expect(error).toMatchObject({
        kind: 'blocked_url',
        message: 'URL resolves to a link-local address (169.254.169.254)',
      });
    },
  );

  it('refuses a redirect to a private address when private addresses are not allowed', async () => {
    const lookup: HostLookup = () => Promise.resolve([{ address: '10.0.0.1', family: 4 }]);
    const error = await refusal(scraperWith({ allowPrivate: false }, lookup), 'http://intranet.test/');
    expect(error).toMatchObject({
      kind: 'blocked_url',
      message: 'URL resolves to a private address (10.0.0.1)',
    });
  });

  it('follows the shop own redirects, at most five of them', async () => {
    const scraper = scraperWith({});
    const listing = shop.url + FAKE_SHOP_PATHS.listing;
    let url = listing;
    for (let hop = 0; hop < 5; hop += 1) url = shop.url + FAKE_SHOP_PATHS.redirect(url);
    const outcome = await scraper.scrape(target(url));
    expect(outcome.page.finalUrl).toBe(listing);
    expect(outcome.items.length).toBeGreaterThan(0);
    const error = await refusal(scraper, shop.url + FAKE_SHOP_PATHS.redirect(url));
    expect(error.kind).toBe('http');
    expect(error.message).toMatch(/^Too many redirects \(more than 5\)/);
  });

  it('connects to the address it checked, never asking the system resolver again', async () => {
    // yarn.test resolves nowhere but in this stub: the request can only have gone to the checked address.
    const lookup: HostLookup = () => Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
    const outcome = await scraperWith({}, lookup).scrape(
      target(`http://yarn.test:${shop.port}${FAKE_SHOP_PATHS.listing}`),
    );
    expect(outcome.items.length).toBeGreaterThan(0);
  });

  it('checks every request again, so a name rebound to a refused address is caught (rebinding)', async () => {
    const answers: string[] = [];
    const lookup: HostLookup = () => {
      const address = answers.length === 0 ? '127.0.0.1' : '169.254.169.254';
      answers.push(address);
      return Promise.resolve([{ address, family: 4 }]);
    };
    // robots.txt is read from 127.0.0.1; the page's own check sees the new answer and refuses it.
    const error = await refusal(
      scraperWith({}, lookup),
      `http://yarn.test:${shop.port}${FAKE_SHOP_PATHS.listing}`,
    );
    expect(answers).toEqual(['127.0.0.1', '169.254.169.254']);
    expect(error).toMatchObject({
      kind: 'blocked_url',
      message: 'URL resolves to a link-local address (169.254.169.254)',
    });
  });
});

describe('politeness', () => {
  it('sends one request at a time to a host, hostDelayMs apart', async () => {
    const scraper = scraperWith({ hostDelayMs: 250 });
    shop.resetLog();
    await Promise.all([1, 2, 3].map(() => scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.listing))));
    const log = [...shop.requests()].sort((a, b) => a.startedAt - b.startedAt);
    expect(log.map((entry) => entry.path)).toEqual([
      '/robots.txt',
      ...Array<string>(3).fill(FAKE_SHOP_PATHS.listing),
    ]);
    for (let i = 1; i < log.length; i += 1) {
      expect(log[i].startedAt - (log[i - 1].finishedAt ?? Infinity)).toBeGreaterThanOrEqual(240);
    }
  });

  it('asks robots.txt once per origin, not once per page', async () => {
    const scraper = scraperWith({});
    shop.resetLog();
    for (let run = 0; run < 3; run += 1) await scraper.scrape(target(shop.url + FAKE_SHOP_PATHS.listing));
    expect(shop.hits(FAKE_SHOP_PATHS.robots)).toBe(1);
    expect(shop.hits(FAKE_SHOP_PATHS.listing)).toBe(3);
  });

  it.each([
    [404, null],
    [503, 'robots.txt of ORIGIN answered HTTP 503: not scraping until it can be read'],
  ])('reads a robots.txt answering %d as allowing everything or nothing', async (status, refusal) => {
    const other = await startFakeShop({ robotsStatus: status });
    try {
      const outcome = await scraperWith({})
        .scrape(target(other.url + FAKE_SHOP_PATHS.privateListing))
        .catch((error: unknown) => error);
      if (refusal === null) expect(outcome).toMatchObject({ items: expect.any(Array) as unknown });
      else expect(outcome).toMatchObject({ kind: 'robots', message: refusal.replace('ORIGIN', other.url) });
      expect(other.hits(FAKE_SHOP_PATHS.privateListing)).toBe(refusal === null ? 1 : 0);
    } finally {
      await other.close();
    }
  });

  it('gives up at once when the caller aborts, without a ScrapeError', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await scraperWith({})
      .scrape(target(shop.url + FAKE_SHOP_PATHS.listing), controller.signal)
      .catch((caught: unknown) => caught);
    expect(error).not.toBeInstanceOf(ScrapeError);
    expect((error as Error).name).toBe('AbortError');
  });
});
