import {
  FAKE_SHOP_CATALOGUE,
  FAKE_SHOP_PATHS,
  FAKE_SHOP_SELECTORS,
  startFakeShop,
  type FakeShop,
} from '@yarn-mgmt/testing/shops';
import { createScraper } from './scraper.js';
import { DEFAULT_USER_AGENT, scraperConfig } from './scraper-config.js';
import { ScrapeError, type Scraper, type ScrapeTargetSpec } from './scraper.types.js';

let shop: FakeShop;
let scraper: Scraper;

beforeAll(async () => {
  shop = await startFakeShop({ slowMs: 3000 });
  scraper = createScraper(scraperConfig({ allowPrivate: true, hostDelayMs: 0, requestTimeoutMs: 1500 }));
});
afterAll(async () => {
  await scraper.close();
  await shop.close();
});

function target(path: string, overrides: Partial<ScrapeTargetSpec> = {}): ScrapeTargetSpec {
  return {
    id: 1,
    name: 'Fake',
    url: shop.url + path,
    scraperType: 'static',
    selectors: FAKE_SHOP_SELECTORS.static,
    ...overrides,
  };
}

async function failure(spec: ScrapeTargetSpec, using = scraper): Promise<ScrapeError> {
  const error: unknown = await using.scrape(spec).catch((caught: unknown) => caught);
  if (!(error instanceof ScrapeError)) throw new Error(`expected a ScrapeError, got ${String(error)}`);
  return error;
}

describe('the static fetcher', () => {
  it('reads every product of the listing, prices parsed and links resolved against the page', async () => {
    const outcome = await scraper.scrape(target(FAKE_SHOP_PATHS.listing));
    expect(outcome.selectorFailure).toBeNull();
    expect(outcome.items).toHaveLength(FAKE_SHOP_CATALOGUE.length);
    expect(outcome.items[0]).toEqual({
      product_name: 'Malabrigo Rios Teal Feather',
      product_url: `${shop.url}/shop/products/rios-teal`,
      current_price: 14.5,
      brand: 'Malabrigo',
      original_price: 17.95,
      currency: 'USD',
      image_url: `${shop.url}/shop/images/rios-teal.svg`,
      yarn_weight: 'Worsted',
      fiber_content: '100% superwash merino wool',
    });
    expect(outcome.items[1]).toMatchObject({
      product_name: 'Cascade 220 Navy',
      current_price: 9.5,
      original_price: null,
    });
    expect(outcome.page).toMatchObject({
      finalUrl: shop.url + FAKE_SHOP_PATHS.listing,
      title: 'Fake Yarn Shop: yarn',
      contentType: 'html',
    });
    expect(outcome.page.bytes).toBe(Buffer.byteLength(outcome.page.body));
    expect(shop.requests().at(-1)?.userAgent).toBe(DEFAULT_USER_AGENT);
  });

  it('finds no product on the JavaScript listing (only a browser can read it)', async () => {
    const outcome = await scraper.scrape(target(FAKE_SHOP_PATHS.jsListing));
    expect(outcome.items).toEqual([]);
    expect(outcome.selectorFailure).toEqual({
      selector: 'item',
      message: 'No product matched the item selector ".product-card"',
      missing: 0,
    });
  });

  it('reports the broken price selector and leaves out the products that lack it', async () => {
    const outcome = await scraper.scrape(target(FAKE_SHOP_PATHS.broken));
    expect(outcome.items).toEqual([]);
    expect(outcome.selectorFailure).toEqual({
      selector: 'current_price',
      message: '6 of 6 products had no current_price (selector ".price-now")',
      missing: 6,
    });
  });

  it('reports an optional selector that matches on no product, and still keeps the products', async () => {
    const outcome = await scraper.scrape(target(`${FAKE_SHOP_PATHS.broken}?field=original_price`));
    expect(outcome.items).toHaveLength(6);
    expect(outcome.selectorFailure).toMatchObject({ selector: 'original_price', missing: 6 });
  });

  it('takes a selector that is not valid CSS as one that matches nothing', async () => {
    const outcome = await scraper.scrape({
      ...target(FAKE_SHOP_PATHS.listing),
      selectors: { ...FAKE_SHOP_SELECTORS.static, brand: 'p[[' },
    });
    expect(outcome.items).toHaveLength(6);
    expect(outcome.items[0].brand).toBeNull();
    expect(outcome.selectorFailure).toMatchObject({ selector: 'brand', missing: 6 });
  });

  it('follows the catalogue as it changes between runs', async () => {
    shop.setCatalogue([{ ...FAKE_SHOP_CATALOGUE[1], price: 7.25, wasPrice: 9.5 }]);
    try {
      const outcome = await scraper.scrape(target(FAKE_SHOP_PATHS.listing));
      expect(outcome.items).toEqual([expect.objectContaining({ current_price: 7.25, original_price: 9.5 })]);
    } finally {
      shop.setCatalogue(FAKE_SHOP_CATALOGUE);
    }
  });

  it('reads the JSON API with dotted paths', async () => {
    const outcome = await scraper.scrape(
      target(FAKE_SHOP_PATHS.api, { scraperType: 'api', selectors: FAKE_SHOP_SELECTORS.api }),
    );
    expect(outcome.selectorFailure).toBeNull();
    expect(outcome.page.contentType).toBe('json');
    expect(outcome.items.map((item) => item.current_price)).toEqual(FAKE_SHOP_CATALOGUE.map((p) => p.price));
    expect(outcome.items[0].product_url).toBe(`${shop.url}/shop/products/rios-teal`);
  });

  it('refuses a page that is not JSON for the api type', async () => {
    const error = await failure(
      target(FAKE_SHOP_PATHS.listing, { scraperType: 'api', selectors: FAKE_SHOP_SELECTORS.api }),
    );
    expect(error.kind).toBe('parse');
  });

  it('honours robots.txt, fetching it once per origin', async () => {
    const before = shop.hits(FAKE_SHOP_PATHS.robots);
    const error = await failure(target(FAKE_SHOP_PATHS.privateListing));
    expect(error).toMatchObject({
      kind: 'robots',
      message: `robots.txt of ${shop.url} does not allow /private/listing`,
    });
    expect(shop.hits(FAKE_SHOP_PATHS.privateListing)).toBe(0);
    await scraper.scrape(target(FAKE_SHOP_PATHS.listing));
    expect(shop.hits(FAKE_SHOP_PATHS.robots) - before).toBeLessThanOrEqual(1);
  });

  it('gives up on a slow page after requestTimeoutMs', async () => {
    const started = Date.now();
    const error = await failure(target(FAKE_SHOP_PATHS.slow));
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(`No answer within 1500 ms from ${shop.url}${FAKE_SHOP_PATHS.slow}`);
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('stops reading a body larger than maxBodyBytes', async () => {
    const small = createScraper(scraperConfig({ allowPrivate: true, hostDelayMs: 0, maxBodyBytes: 100_000 }));
    try {
      const error = await failure(target(FAKE_SHOP_PATHS.huge), small);
      expect(error).toMatchObject({
        kind: 'http',
        message: `Page is larger than 100000 bytes (${shop.url}/shop/huge)`,
      });
    } finally {
      await small.close();
    }
  });

  it('fails a page that answers an error status', async () => {
    const error = await failure(target('/shop/nothing-here'));
    expect(error).toMatchObject({
      kind: 'http',
      message: `HTTP 404 Not Found from ${shop.url}/shop/nothing-here`,
    });
  });
});
