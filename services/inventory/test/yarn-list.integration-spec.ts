import { LowStockItemSchema, YarnListResponseSchema } from '@yarn-mgmt/contracts';
import { stockFilterLevel } from '@yarn-mgmt/domain';
import { inventorySuite } from './helpers.js';

const { call, create, token, query } = inventorySuite('inventory_list');

describe('GET /yarn filters, sorts and pages', () => {
  let user: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = token();
    const entries: Record<string, Record<string, unknown>> = {
      rios: {
        colorway: 'Azul',
        color_family: 'Blue',
        skeins_total: 10,
        skeins_remaining: 10,
        purchase_price: 14,
        desired_quantity_grams: 500,
      },
      worsted: {
        brand_name: 'Knit Picks',
        line_name: 'Swish',
        weight_category: 'DK',
        fiber_content: 'Peruvian Wool',
        weight_grams: 100,
        yardage_per_skein: 220,
        colorway: 'Rojo',
        color_family: 'Red',
        storage_location: 'Closet shelf',
        skeins_total: 3,
        skeins_remaining: 1,
        purchase_price: 8,
        currency: 'EUR',
        desired_quantity_grams: 500,
        tags: ['hat', 'gift'],
      },
      cotton: {
        brand_name: 'Lion Brand',
        line_name: 'Coboo',
        weight_category: 'Sport',
        fiber_content: 'Cotton, Bamboo',
        weight_grams: 50,
        yardage_per_skein: 232,
        colorway: null,
        color_family: 'Green',
        storage_location: 'Bin B',
        skeins_total: 4,
        skeins_remaining: 0,
        purchase_price: 6,
        notes: 'summer top 50%_sale',
      },
      alpaca: {
        brand_name: 'Drops',
        line_name: 'Alpaca',
        weight_category: 'Lace',
        fiber_content: 'Alpaca',
        weight_grams: 50,
        yardage_per_skein: 183,
        colorway: 'Gris',
        color_family: 'Grey',
        skeins_total: 6,
        skeins_remaining: 2,
        purchase_price: 4,
      },
      sufficient: {
        brand_name: 'Drops',
        line_name: 'Nepal',
        weight_category: 'Worsted',
        weight_grams: 50,
        yardage_per_skein: 82,
        colorway: 'Beige',
        color_family: 'Neutral',
        skeins_total: 8,
        skeins_remaining: 8,
        purchase_price: null,
        is_favorite: true,
        desired_quantity_grams: 300,
      },
      moderate: {
        brand_name: 'Drops',
        line_name: 'Nepal',
        weight_category: 'Worsted',
        // The same line as above: its facts are the line's, shared by both entries.
        weight_grams: 50,
        yardage_per_skein: 82,
        colorway: 'Oliva',
        color_family: 'Green',
        skeins_total: 8,
        skeins_remaining: 4,
        purchase_price: 5,
        desired_quantity_grams: 300,
      },
    };
    for (const [name, overrides] of Object.entries(entries)) ids[name] = (await create(user, overrides)).id;
    // One old entry, outside "recently added".
    await query(`UPDATE yarn_items SET created_at = now() - interval '60 days' WHERE id = $1`, [ids.alpaca]);
    // Another user's stash never shows up.
    await create(token(), { colorway: 'Azul' });
  });

  const names = async (query: string) => {
    const reply = await call('GET', `/yarn${query}`, { token: user });
    expect(reply.status).toBe(200);
    const { yarn, total } = YarnListResponseSchema.parse(reply.body);
    const byId = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    return { names: yarn.map((item) => byId[item.id]), total };
  };
  const set = async (query: string) => (await names(query)).names.sort();

  it.each([
    ['', ['alpaca', 'cotton', 'moderate', 'rios', 'sufficient', 'worsted']],
    ['?search=nepal', ['moderate', 'sufficient']],
    ['?search=lion', ['cotton']],
    ['?search=azul', ['rios']],
    // Each word somewhere in the entry: a brand word and a colourway word; words of two entries find neither.
    ['?search=malabrigo%20azul', ['rios']],
    ['?search=%20azul%20%20', ['rios']],
    ['?search=azul%20lion', []],
    ['?search=gift', ['worsted']],
    ['?search=SUMMER', ['cotton']],
    ['?search=50%25_', ['cotton']],
    ['?search=9%25', []],
    ['?brand=drops', ['alpaca', 'moderate', 'sufficient']],
    ['?brand=Dro', []],
    ['?weight=Worsted', ['moderate', 'rios', 'sufficient']],
    ['?color=green', ['cotton', 'moderate']],
    ['?color=roj', ['worsted']],
    ['?showOnlyAvailable=true', ['alpaca', 'moderate', 'rios', 'sufficient', 'worsted']],
    ['?showOnlyAvailable=false', ['alpaca', 'cotton', 'moderate', 'rios', 'sufficient', 'worsted']],
    // Nepal's fibre came from the first Nepal entry; lines are shared.
    ['?fiber=wool', ['moderate', 'rios', 'sufficient', 'worsted']],
    ['?location=bin', ['alpaca', 'cotton', 'moderate', 'rios', 'sufficient']],
    ['?quantityMin=400&quantityMax=1000', ['rios', 'sufficient']],
    ['?quantityMax=100', ['alpaca', 'cotton', 'worsted']],
    ['?priceMin=5&priceMax=10', ['cotton', 'moderate', 'worsted']],
    // A price range in one currency: an entry bought in another is not compared by its number (DECISIONS 26).
    ['?priceMin=5&priceMax=10&priceCurrency=USD', ['cotton', 'moderate']],
    ['?priceMax=10&priceCurrency=EUR', ['worsted']],
    ['?stockLevel=out', ['cotton']],
    ['?stockLevel=critical', ['worsted']],
    ['?stockLevel=low', ['alpaca']],
    ['?stockLevel=sufficient', ['moderate', 'rios', 'sufficient']],
    ['?stockLevel=all', ['alpaca', 'cotton', 'moderate', 'rios', 'sufficient', 'worsted']],
    ['?recentlyAdded=true', ['cotton', 'moderate', 'rios', 'sufficient', 'worsted']],
    ['?favorites=true', ['sufficient']],
    ['?brand=Drops&weight=Worsted&stockLevel=sufficient&favorites=1', ['sufficient']],
  ])('GET /yarn%s', async (query, expected) => {
    expect(await set(query)).toEqual([...expected].sort());
  });

  it('puts every entry in exactly one stock-level bucket, the one the front end shows (libs/domain)', async () => {
    const all = YarnListResponseSchema.parse((await call('GET', '/yarn', { token: user })).body).yarn;
    const seen: string[] = [];
    for (const level of ['out', 'critical', 'low', 'sufficient'] as const) {
      const reply = await call('GET', `/yarn?stockLevel=${level}`, { token: user });
      const { yarn } = YarnListResponseSchema.parse(reply.body);
      for (const item of yarn) expect(stockFilterLevel(item)).toBe(level);
      seen.push(...yarn.map((item) => item.id));
    }
    expect(seen.sort()).toEqual(all.map((item) => item.id).sort());
  });

  it.each([
    ['', ['moderate', 'sufficient', 'cotton', 'worsted', 'rios', 'alpaca']],
    ['?sort=created_at&order=asc', ['alpaca', 'rios', 'worsted', 'cotton', 'sufficient', 'moderate']],
    ['?sort=colorway', ['rios', 'sufficient', 'alpaca', 'moderate', 'worsted', 'cotton']],
    ['?sort=colorway&order=desc', ['worsted', 'moderate', 'alpaca', 'sufficient', 'rios', 'cotton']],
    ['?sort=remaining_yardage', ['cotton', 'worsted', 'moderate', 'alpaca', 'sufficient', 'rios']],
    ['?sort=remaining_yardage&order=desc', ['rios', 'sufficient', 'alpaca', 'moderate', 'worsted', 'cotton']],
  ])('sorts GET /yarn%s', async (query, expected) => {
    expect((await names(query)).names).toEqual(expected);
  });

  it('sorts by brand name, ties broken by id', async () => {
    const { names: order } = await names('?sort=brand');
    const brands = order.map(
      (name) =>
        ({
          rios: 'malabrigo',
          worsted: 'knit picks',
          cotton: 'lion brand',
          alpaca: 'drops',
          sufficient: 'drops',
          moderate: 'drops',
        })[name],
    );
    expect(brands).toEqual(['drops', 'drops', 'drops', 'knit picks', 'lion brand', 'malabrigo']);
    const drops = ['alpaca', 'sufficient', 'moderate'].map((name) => ids[name]).sort();
    expect(order.slice(0, 3).map((name) => ids[name])).toEqual(drops);
    expect((await names('?sort=brand&order=desc')).names[0]).toBe('rios');
  });

  it('pages with a total', async () => {
    const first = await names('?limit=4&offset=0');
    const second = await names('?limit=4&offset=4');
    expect(first.total).toBe(6);
    expect(second.total).toBe(6);
    expect(first.names).toHaveLength(4);
    expect(second.names).toHaveLength(2);
    expect(new Set([...first.names, ...second.names]).size).toBe(6);
    expect(await names('?offset=50')).toEqual({ names: [], total: 6 });
  });

  it('lists low stock: low or critical, fewest skeins first, never out', async () => {
    const reply = await call('GET', '/yarn/low-stock?limit=5', { token: user });
    expect(reply.status).toBe(200);
    const items = LowStockItemSchema.array().parse(reply.body);
    expect(items.map((item) => item.id)).toEqual([ids.worsted, ids.alpaca]);
    expect(items[0]).toEqual({
      id: ids.worsted,
      skeins_remaining: 1,
      colorway: 'Rojo',
      yarn_line: { name: 'Swish', brand: { name: 'Knit Picks' } },
    });
    expect((await call('GET', '/yarn/low-stock?limit=1', { token: user })).body).toHaveLength(1);
  });

  it('counts every low-stock entry however few the list shows (the dashboard badge)', async () => {
    const count = await call('GET', '/yarn/low-stock/count', { token: user });
    expect(count.status).toBe(200);
    expect(count.body).toEqual({ total: 2 });
    expect((await call('GET', '/yarn/low-stock/count', { token: token() })).body).toEqual({ total: 0 });
  });
});
