import { DEMO_CATALOGUE, FAKE_SHOP_CATALOGUE } from './catalogue.js';
import { startFakeShop, type FakeShop } from './fake-shop.js';
import { DEMO_NOTICE } from './pages.js';
import { demoTargets, FAKE_SHOP_PATHS } from './selectors.js';

const shops: FakeShop[] = [];
afterEach(async () => {
  await Promise.all(shops.splice(0).map((shop) => shop.close()));
});

async function start(options: Parameters<typeof startFakeShop>[0] = {}): Promise<FakeShop> {
  const shop = await startFakeShop(options);
  shops.push(shop);
  return shop;
}

describe('the fake yarn shop', () => {
  it('serves its pages on 127.0.0.1 and logs every request', async () => {
    const shop = await start();
    expect(shop.url).toBe(`http://127.0.0.1:${shop.port}`);
    const robots = await fetch(shop.url + FAKE_SHOP_PATHS.robots);
    expect(await robots.text()).toBe('User-agent: *\nDisallow: /private/\n');
    const api = (await (await fetch(shop.url + FAKE_SHOP_PATHS.api)).json()) as {
      data: { products: unknown[] };
    };
    expect(api.data.products).toHaveLength(FAKE_SHOP_CATALOGUE.length);
    expect((await fetch(shop.url + FAKE_SHOP_PATHS.privateListing)).status).toBe(200);
    expect((await fetch(`${shop.url}/nothing`)).status).toBe(404);
    const redirect = await fetch(shop.url + FAKE_SHOP_PATHS.redirect('http://169.254.169.254/'), {
      redirect: 'manual',
    });
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('http://169.254.169.254/');
    expect(shop.hits(FAKE_SHOP_PATHS.api)).toBe(1);
    expect(shop.requests().every((entry) => entry.finishedAt !== null)).toBe(true);
  });

  it('serves the catalogue it is given, changed between runs', async () => {
    const shop = await start();
    shop.setCatalogue([{ ...FAKE_SHOP_CATALOGUE[0], price: 1.5, wasPrice: 3 }]);
    const listing = await (await fetch(shop.url + FAKE_SHOP_PATHS.listing)).text();
    expect(listing.match(/class="product-card"/g)).toHaveLength(1);
    expect(listing).toContain('Now $1.50');
    expect(listing).toContain('<s class="price-was">$3.00</s>');
  });

  it('in demo mode, says plainly that it is local test data', async () => {
    const shop = await start({ demo: true });
    const listing = await (await fetch(shop.url + FAKE_SHOP_PATHS.listing)).text();
    expect(listing).toContain(`<h1>${DEMO_NOTICE}</h1>`);
    expect(listing.match(/class="product-card"/g)).toHaveLength(DEMO_CATALOGUE.length);
    expect(demoTargets(shop.url).map((target) => target.name)).toEqual([
      `${DEMO_NOTICE}: listing`,
      `${DEMO_NOTICE}: JavaScript listing`,
      `${DEMO_NOTICE}: API`,
    ]);
    // The three targets cover the catalogue once between them, two brands each, so no yarn shows twice.
    const counts: number[] = [];
    for (const target of demoTargets(shop.url)) {
      const body = await (await fetch(target.url)).text();
      counts.push(
        target.scraperType === 'api'
          ? (JSON.parse(body) as { data: { products: unknown[] } }).data.products.length
          : (body.match(/class="product-card"/g) ?? []).length,
      );
    }
    expect(counts[0]).toBe(DEMO_CATALOGUE.filter((p) => ['Malabrigo', 'Cascade'].includes(p.brand)).length);
    expect(counts[1]).toBe(0); // the JavaScript listing is rendered in the browser
    expect(counts[2]).toBe(DEMO_CATALOGUE.filter((p) => ['Rowan', 'Berroco'].includes(p.brand)).length);
    const jsApi = await fetch(`${shop.url}${FAKE_SHOP_PATHS.api}?brand=Drops,lion%20brand`);
    const jsProducts = ((await jsApi.json()) as { data: { products: Array<{ brand: string }> } }).data
      .products;
    expect(new Set(jsProducts.map((p) => p.brand))).toEqual(new Set(['Drops', 'Lion Brand']));
    expect(await (await fetch(demoTargets(shop.url)[1].url)).text()).toContain(
      JSON.stringify(`/api/products?brand=${encodeURIComponent('Drops,Lion Brand')}`),
    );
    const onSale = DEMO_CATALOGUE.filter((product) => product.wasPrice !== null);
    expect(onSale.length).toBeGreaterThan(5);
    for (const product of onSale) {
      const off = 1 - product.price / (product.wasPrice ?? 0);
      expect(off).toBeGreaterThanOrEqual(0.1);
      expect(off).toBeLessThanOrEqual(0.5);
    }
  });

  it('answers the slow page after its delay and stops waiting on close', async () => {
    const shop = await start({ slowMs: 400 });
    const started = Date.now();
    expect((await fetch(shop.url + FAKE_SHOP_PATHS.slow)).status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(390);
    const hanging = fetch(`${shop.url}${FAKE_SHOP_PATHS.slow}?ms=60000`).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shop.close();
    shops.splice(0);
    // fetch's TypeError comes from another realm than jest's Error: read its text.
    expect(String(await hanging)).toBe('TypeError: fetch failed');
  });
});
