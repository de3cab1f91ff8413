/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
   response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters. */
import {
  ActivityItemSchema,
  LowStockItemSchema,
  YarnItemSchema,
  YarnListResponseSchema,
  YarnPhotoSchema,
} from '@yarn-mgmt/contracts';
import { stockFilterLevel } from '@yarn-mgmt/domain';
import { queryTestDatabase } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { caller, startInventory, yarnBody, type Harness } from './helpers.js';

let harness: Harness;
const call = caller(() => harness);

beforeAll(async () => {
  harness = await startInventory('inventory_yarn');
});
afterAll(() => harness?.close());

const count = async (table: string, where = 'true', params: unknown[] = []) =>
  Number(
    (
      await queryTestDatabase<{ n: string }>(
        harness.db.url,
        `SELECT count(*) AS n FROM ${table} WHERE ${where}`,
        params,
      )
    )[0]?.n,
  );

async function create(token: string, overrides: Record<string, unknown> = {}) {
  const reply = await call('POST', '/yarn', { token, body: yarnBody(overrides) });
  expect(reply.status).toBe(201);
  return YarnItemSchema.parse(reply.body);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const photoForm = (data: Buffer, name = 'swatch.png', type = 'image/png') => {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(data)], { type }), name);
  return form;
};

describe('auth', () => {
  it('answers 401 without a token', async () => {
    expect(await call('GET', '/yarn')).toMatchObject({
      status: 401,
      body: { statusCode: 401, error: 'Unauthorized' },
    });
  });
});

describe('POST /yarn, PUT, GET /yarn/:id, DELETE', () => {
  it('creates an entry, its brand and line, the yardage and an activity row', async () => {
    const user = harness.token();
    const item = await create(user);
    expect(item).toMatchObject({
      colorway: 'Azul Profundo',
      purchase_price: 14.5,
      purchase_date: '2025-03-01',
      skeins_total: 5,
      skeins_remaining: 5,
      total_yardage: 1050,
      remaining_yardage: 1050,
      is_favorite: false,
      tags: ['sweater'],
      photos: [],
      projects: [],
      yarn_line: {
        name: 'Rios',
        weight_category: 'Worsted',
        yardage_per_skein: 210,
        weight_grams: 100,
        discontinued: false,
        brand: { name: 'Malabrigo' },
      },
    });
    const activity = await call('GET', '/activity/recent', { token: user });
    expect(activity.status).toBe(200);
    expect(
      ActivityItemSchema.array()
        .parse(activity.body)
        .map((a) => a.description),
    ).toEqual(['Added Malabrigo Rios - Azul Profundo']);
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body).toEqual(item);
  });

  it('reuses a brand and line whatever their case and only fills in the line facts that are empty', async () => {
    const user = harness.token();
    const first = await create(user, {
      brand_name: 'Cascade',
      line_name: '220',
      yardage_per_skein: null,
      weight_grams: null,
      fiber_content: null,
    });
    expect(first.yarn_line).toMatchObject({ yardage_per_skein: null, weight_grams: null });
    expect(first.total_yardage).toBe(0);
    const second = await create(user, {
      brand_name: 'CASCADE',
      line_name: '220',
      yardage_per_skein: 220,
      weight_grams: 100,
    });
    expect(second.yarn_line.id).toBe(first.yarn_line.id);
    expect(second.yarn_line).toMatchObject({
      yardage_per_skein: 220,
      weight_grams: 100,
      brand: { name: 'Cascade' },
    });
    expect(second.total_yardage).toBe(1100);
    const third = await create(user, { brand_name: 'cascade', line_name: '220', yardage_per_skein: 999 });
    expect(third.yarn_line.yardage_per_skein).toBe(220);
    expect(await count('brands', `lower(name) = 'cascade'`)).toBe(1);

    const brands = await call('GET', '/yarn/brands', { token: user });
    expect(brands.body).toEqual(expect.arrayContaining([{ id: first.yarn_line.brand.id, name: 'Cascade' }]));
    const lines = await call('GET', '/yarn/lines?brand=cAsCaDe', { token: user });
    expect(lines.body).toEqual([expect.objectContaining({ id: first.yarn_line.id, name: '220' })]);
    expect((await call('GET', '/yarn/lines?brand=Nobody', { token: user })).body).toEqual([]);
    expect((await call('GET', '/yarn/lines', { token: user })).body).toEqual([]);
  });

  it('updates an entry and deletes it with its photo files', async () => {
    const user = harness.token();
    const item = await create(user);
    const updated = await call('PUT', `/yarn/${item.id}`, {
      token: user,
      body: yarnBody({ colorway: 'Teal', skeins_remaining: 2, is_favorite: true }),
    });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({
      colorway: 'Teal',
      skeins_remaining: 2,
      remaining_yardage: 420,
      is_favorite: true,
    });
    const photo = await call('POST', `/yarn/${item.id}/photos`, { token: user, form: photoForm(PNG) });
    expect(photo.status).toBe(201);
    expect(await readdir(`${harness.filesDir}/${item.id ? '' : ''}`)).not.toHaveLength(0);
    expect(await call('DELETE', `/yarn/${item.id}`, { token: user })).toMatchObject({ status: 204 });
    expect(await call('GET', `/yarn/${item.id}`, { token: user })).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Yarn not found' },
    });
    expect(await count('yarn_photos', 'yarn_item_id = $1', [item.id])).toBe(0);
    const files = await readdir(harness.filesDir, { recursive: true });
    expect(files.filter((file) => file.endsWith('.png'))).toEqual([]);
    const descriptions = ActivityItemSchema.array()
      .parse((await call('GET', '/activity/recent?limit=3', { token: user })).body)
      .map((a) => a.description);
    expect(descriptions).toEqual([
      'Deleted Malabrigo Rios - Teal',
      'Edited Malabrigo Rios - Teal',
      'Added Malabrigo Rios - Azul Profundo',
    ]);
  });

  it('toggles the favourite', async () => {
    const user = harness.token();
    const item = await create(user);
    expect((await call('PATCH', `/yarn/${item.id}/favorite`, { token: user })).body).toEqual({
      id: item.id,
      is_favorite: true,
    });
    expect((await call('PATCH', `/yarn/${item.id}/favorite`, { token: user })).body).toEqual({
      id: item.id,
      is_favorite: false,
    });
  });

  it('keeps the favourite when an edit does not mention it', async () => {
    const user = harness.token();
    const item = await create(user, { is_favorite: true });
    const body: Record<string, unknown> = yarnBody({ colorway: 'Edited' });
    delete body.is_favorite;
    const edited = await call('PUT', `/yarn/${item.id}`, { token: user, body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ colorway: 'Edited', is_favorite: true });
  });
});

describe('GET /yarn filters, sorts and pages', () => {
  let user: string;
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    user = harness.token();
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
    await queryTestDatabase(
      harness.db.url,
      `UPDATE yarn_items SET created_at = now() - interval '60 days' WHERE id = $1`,
      [ids.alpaca],
    );
    // Another user's stash never shows up.
    await create(harness.token(), { colorway: 'Azul' });
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
});

describe('POST /yarn/:id/use', () => {
  it('records usage and refuses more than remains, changing nothing', async () => {
    const user = harness.token();
    const item = await create(user, { skeins_total: 3, skeins_remaining: 3 });
    const used = await call('POST', `/yarn/${item.id}/use`, { token: user, body: { skeins: 1, yardage: 0 } });
    expect(used.status).toBe(200);
    expect(YarnItemSchema.parse(used.body)).toMatchObject({ skeins_remaining: 2, remaining_yardage: 420 });
    expect(
      await call('POST', `/yarn/${item.id}/use`, { token: user, body: { skeins: 2.5, yardage: 0 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Only 2 skeins remain' },
    });
    expect(
      await call('POST', `/yarn/${item.id}/use`, { token: user, body: { skeins: 0, yardage: 500 } }),
    ).toMatchObject({
      status: 400,
      body: { error: 'Only 420 yards remain' },
    });
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body).toMatchObject({
      skeins_remaining: 2,
      remaining_yardage: 420,
    });
    expect(await count('usage_records', 'yarn_item_id = $1', [item.id])).toBe(1);
    expect((await call('GET', '/activity/recent?limit=1', { token: user })).body[0].description).toBe(
      'Used 1 skeins of Malabrigo Rios - Azul Profundo',
    );
  });

  it('lets exactly the skeins there are be used by 20 concurrent requests', async () => {
    const user = harness.token();
    const item = await create(user, { skeins_total: 10, skeins_remaining: 10 });
    const replies = await Promise.all(
      Array.from({ length: 20 }, () =>
        call('POST', `/yarn/${item.id}/use`, { token: user, body: { skeins: 1, yardage: 0 } }),
      ),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(10);
    const refused = replies.filter((r) => r.status === 400);
    expect(refused).toHaveLength(10);
    for (const reply of refused) expect(reply.body.error).toBe('Only 0 skeins remain');
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body).toMatchObject({
      skeins_remaining: 0,
      remaining_yardage: 0,
    });
    expect(await count('usage_records', 'yarn_item_id = $1', [item.id])).toBe(10);
  });
});

describe('POST /yarn/:id/add-to-shopping-list', () => {
  it('creates one linked item and returns it again instead of a duplicate', async () => {
    const user = harness.token();
    const item = await create(user, { skeins_remaining: 1 });
    const first = await call('POST', `/yarn/${item.id}/add-to-shopping-list`, { token: user });
    expect(first).toMatchObject({
      status: 201,
      body: {
        name: 'Malabrigo Rios - Azul Profundo',
        quantity: 1,
        unit: 'skeins',
        checked: false,
        yarn_id: item.id,
      },
    });
    const again = await call('POST', `/yarn/${item.id}/add-to-shopping-list`, { token: user });
    expect(again).toMatchObject({ status: 200, body: { id: first.body.id } });
    expect((await call('GET', '/shopping-list', { token: user })).body).toMatchObject({
      total: 1,
      items: [{ id: first.body.id }],
    });
    expect((await call('GET', '/activity/recent?limit=1', { token: user })).body[0].description).toBe(
      'Added Malabrigo Rios - Azul Profundo to shopping list',
    );
    // Once bought (checked), adding it again makes a new item.
    await call('PATCH', `/shopping-list/${first.body.id}`, { token: user, body: { checked: true } });
    expect((await call('POST', `/yarn/${item.id}/add-to-shopping-list`, { token: user })).status).toBe(201);
    // Deleting the yarn keeps the list items, unlinked.
    await call('DELETE', `/yarn/${item.id}`, { token: user });
    const list = (await call('GET', '/shopping-list', { token: user })).body as {
      items: Array<{ yarn_id: string | null }>;
    };
    expect(list.items.map((i) => i.yarn_id)).toEqual([null, null]);
  });
});

describe('shopping list', () => {
  it('creates, updates and deletes hand-written items', async () => {
    const user = harness.token();
    const created = await call('POST', '/shopping-list', {
      token: user,
      body: { name: 'Stitch markers', quantity: 2, unit: 'packs' },
    });
    expect(created).toMatchObject({
      status: 201,
      body: {
        name: 'Stitch markers',
        quantity: 2,
        unit: 'packs',
        notes: null,
        checked: false,
        yarn_id: null,
      },
    });
    const patched = await call('PATCH', `/shopping-list/${created.body.id}`, {
      token: user,
      body: { checked: true, notes: 'locking ones' },
    });
    expect(patched).toMatchObject({
      status: 200,
      body: { checked: true, notes: 'locking ones', name: 'Stitch markers' },
    });
    expect((await call('DELETE', `/shopping-list/${created.body.id}`, { token: user })).status).toBe(204);
    expect((await call('GET', '/shopping-list', { token: user })).body).toEqual({ items: [], total: 0 });
  });
});

describe('photos', () => {
  it('accepts a real PNG, refuses a text file named .png, and serves the photo only to its owner', async () => {
    const user = harness.token();
    const other = harness.token();
    const item = await create(user);
    const uploaded = await call('POST', `/yarn/${item.id}/photos`, { token: user, form: photoForm(PNG) });
    expect(uploaded.status).toBe(201);
    const photo = YarnPhotoSchema.parse(uploaded.body);
    expect(photo.url).toBe(`/api/yarn/${item.id}/photos/${photo.id}`);
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body.photos).toEqual([photo]);

    const served = await fetch(`${harness.url}/yarn/${item.id}/photos/${photo.id}`, {
      headers: { authorization: `Bearer ${user}` },
    });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
    expect(await call('GET', `/yarn/${item.id}/photos/${photo.id}`, { token: other })).toMatchObject({
      status: 404,
    });
    expect(await call('DELETE', `/yarn/${item.id}/photos/${photo.id}`, { token: other })).toMatchObject({
      status: 404,
    });

    const fake = await call('POST', `/yarn/${item.id}/photos`, {
      token: user,
      form: photoForm(Buffer.from('just some text, honest'), 'fake.png', 'image/png'),
    });
    expect(fake).toMatchObject({
      status: 400,
      body: { error: 'Photos must be JPEG, PNG, WebP or GIF images' },
    });
    const big = await call('POST', `/yarn/${item.id}/photos`, {
      token: user,
      form: photoForm(Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]), 'big.png'),
    });
    expect(big).toMatchObject({ status: 400, body: { error: 'Photos must be at most 10 MB' } });
    expect(await call('POST', `/yarn/${item.id}/photos`, { token: user, body: {} })).toMatchObject({
      status: 400,
    });
    expect(await count('yarn_photos', 'yarn_item_id = $1', [item.id])).toBe(1);

    expect((await call('DELETE', `/yarn/${item.id}/photos/${photo.id}`, { token: user })).status).toBe(204);
    expect(await call('GET', `/yarn/${item.id}/photos/${photo.id}`, { token: user })).toMatchObject({
      status: 404,
    });
  });
});

describe('two users', () => {
  it("cannot see or change each other's rows on any route", async () => {
    const owner = harness.token();
    const intruder = harness.token();
    const item = await create(owner, { skeins_remaining: 1 });
    const photo = (await call('POST', `/yarn/${item.id}/photos`, { token: owner, form: photoForm(PNG) }))
      .body as { id: string };
    const listItem = (await call('POST', `/yarn/${item.id}/add-to-shopping-list`, { token: owner })).body as {
      id: string;
    };
    const before = (await call('GET', `/yarn/${item.id}`, { token: owner })).body as unknown;

    const attempts: Array<[string, string, Record<string, unknown>]> = [
      ['GET', `/yarn/${item.id}`, {}],
      ['PUT', `/yarn/${item.id}`, { body: yarnBody() }],
      ['DELETE', `/yarn/${item.id}`, {}],
      ['PATCH', `/yarn/${item.id}/favorite`, {}],
      ['POST', `/yarn/${item.id}/use`, { body: { skeins: 1, yardage: 0 } }],
      ['POST', `/yarn/${item.id}/add-to-shopping-list`, {}],
      ['POST', `/yarn/${item.id}/photos`, { form: photoForm(PNG) }],
      ['GET', `/yarn/${item.id}/photos/${photo.id}`, {}],
      ['DELETE', `/yarn/${item.id}/photos/${photo.id}`, {}],
      ['PATCH', `/shopping-list/${listItem.id}`, { body: { checked: true } }],
      ['DELETE', `/shopping-list/${listItem.id}`, {}],
      ['POST', '/shopping-list', { body: { name: 'Theirs', yarn_id: item.id } }],
    ];
    for (const [method, url, options] of attempts) {
      const reply = await call(method, url, { token: intruder, ...options });
      expect([method, url, reply.status]).toEqual([method, url, 404]);
    }
    expect((await call('GET', `/yarn/${item.id}`, { token: intruder })).body).toEqual({
      statusCode: 404,
      error: 'Yarn not found',
      code: 'YARN_NOT_FOUND',
    });
    expect((await call('GET', '/yarn', { token: intruder })).body).toEqual({ yarn: [], total: 0 });
    expect((await call('GET', '/yarn/low-stock', { token: intruder })).body).toEqual([]);
    expect((await call('GET', '/shopping-list', { token: intruder })).body).toEqual({ items: [], total: 0 });
    expect((await call('GET', '/activity/recent', { token: intruder })).body).toEqual([]);
    expect((await call('GET', `/yarn/${item.id}`, { token: owner })).body).toEqual(before);
    expect(await count('shopping_list_items', 'id = $1 AND NOT checked', [listItem.id])).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors on every route and changes nothing', async () => {
    const user = harness.token();
    const item = await create(user);
    const listItem = (await call('POST', '/shopping-list', { token: user, body: { name: 'Needles' } }))
      .body as { id: string };
    const snapshot = async () =>
      JSON.stringify([
        await queryTestDatabase(
          harness.db.url,
          'SELECT * FROM yarn_items WHERE user_id IS NOT NULL ORDER BY id',
        ),
        await queryTestDatabase(harness.db.url, 'SELECT * FROM shopping_list_items ORDER BY id'),
        await count('usage_records'),
        await count('activity'),
        await count('brands'),
      ]);
    const before = await snapshot();
    const cases: Array<[string, string, Record<string, unknown>]> = [
      ['GET', '/yarn?sort=price', {}],
      ['GET', '/yarn?limit=0', {}],
      ['GET', '/yarn?limit=101', {}],
      ['GET', '/yarn?offset=-1', {}],
      ['GET', '/yarn?weight=Heavy', {}],
      ['GET', '/yarn?stockLevel=some', {}],
      ['GET', '/yarn?favorites=maybe', {}],
      ['GET', '/yarn?quantityMin=abc', {}],
      ['GET', '/yarn?unknown=1', {}],
      ['GET', '/yarn/brands?x=1', {}],
      ['GET', '/yarn/lines?brand=a&x=1', {}],
      ['GET', '/yarn/low-stock?limit=0', {}],
      ['GET', '/yarn/low-stock?other=1', {}],
      ['GET', `/yarn/${item.id}?x=1`, {}],
      ['GET', '/activity/recent?limit=ten', {}],
      ['POST', '/yarn', { body: {} }],
      ['POST', '/yarn', { body: yarnBody({ skeins_remaining: 9 }) }],
      ['POST', '/yarn', { body: yarnBody({ hex_color: 'blue' }) }],
      ['POST', '/yarn', { body: yarnBody({ purchase_date: '03/01/2025' }) }],
      ['POST', '/yarn', { raw: '{"brand_name": ' }],
      ['POST', '/yarn', { raw: '[]' }],
      ['PUT', `/yarn/${item.id}`, { body: yarnBody({ brand_name: '' }) }],
      ['PUT', `/yarn/${item.id}`, { raw: 'not json' }],
      ['POST', `/yarn/${item.id}/use`, { body: { skeins: -1, yardage: 0 } }],
      ['POST', `/yarn/${item.id}/use`, { body: { skeins: 0, yardage: 0 } }],
      ['POST', `/yarn/${item.id}/use`, { body: { skeins: 1, yardage: 1.5 } }],
      ['POST', `/yarn/${item.id}/use`, { raw: '{' }],
      ['PATCH', `/yarn/${item.id}/favorite?x=1`, {}],
      ['POST', `/yarn/${item.id}/add-to-shopping-list?x=1`, {}],
      ['DELETE', `/yarn/${item.id}?x=1`, {}],
      ['POST', '/shopping-list', { body: { name: '' } }],
      ['POST', '/shopping-list', { body: { name: 'x', quantity: 0 } }],
      ['POST', '/shopping-list', { body: { name: 'x', yarn_id: 'nope' } }],
      ['POST', '/shopping-list', { raw: '{]' }],
      ['PATCH', `/shopping-list/${listItem.id}`, { body: { checked: 'yes' } }],
      ['PATCH', `/shopping-list/${listItem.id}`, { body: { color: 'red' } }],
      ['DELETE', `/shopping-list/${listItem.id}?x=1`, {}],
      ['GET', '/shopping-list?x=1', {}],
    ];
    for (const [method, url, options] of cases) {
      const reply = await call(method, url, { token: user, ...options });
      expect([method, url, reply.status]).toEqual([method, url, 400]);
      expect(typeof reply.body.error).toBe('string');
      if (!('raw' in options)) expect(reply.body.fieldErrors).toBeDefined();
    }
    expect(await snapshot()).toBe(before);
  });

  it('answers 404 to ids that are not uuids', async () => {
    const user = harness.token();
    for (const [method, url] of [
      ['GET', '/yarn/not-a-uuid'],
      ['PUT', '/yarn/not-a-uuid'],
      ['DELETE', '/yarn/123'],
      ['PATCH', '/yarn/123/favorite'],
      ['POST', '/yarn/123/use'],
      ['POST', '/yarn/123/add-to-shopping-list'],
      ['GET', `/yarn/123/photos/${randomUUID()}`],
      ['DELETE', `/yarn/${randomUUID()}/photos/x`],
      ['PATCH', '/shopping-list/123'],
      ['DELETE', '/shopping-list/123'],
    ] as const) {
      const body =
        method === 'PUT'
          ? yarnBody()
          : method === 'POST' && url.endsWith('use')
            ? { skeins: 1, yardage: 0 }
            : method === 'PATCH' && url.startsWith('/shopping')
              ? { checked: true }
              : undefined;
      const reply = await call(method, url, { token: user, body });
      expect([method, url, reply.status]).toEqual([method, url, 404]);
    }
  });
});
