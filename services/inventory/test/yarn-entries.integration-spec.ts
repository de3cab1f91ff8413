/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { ActivityItemSchema, YarnSchema } from '@yarn-mgmt/contracts';
import { readdir } from 'node:fs/promises';
import { inventorySuite, photoForm, PNG, yarnBody } from './helpers.js';

const suite = inventorySuite('inventory_entries');
const { call, count, create, token } = suite;

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
    const user = token();
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
    // The detail is the entry as created (its projects are the projects service's, asked by the page).
    expect((await call('GET', `/yarn/${item.id}`, { token: user })).body).toEqual(item);
  });

  it("reuses the user's brand and line whatever their case and saves the line facts given", async () => {
    const user = token();
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
    // A fact given is the user's edit and is saved; one left empty keeps what the line says.
    const third = await create(user, {
      brand_name: 'cascade',
      line_name: '220',
      yardage_per_skein: 200,
      weight_grams: null,
    });
    expect(third.yarn_line).toMatchObject({
      id: first.yarn_line.id,
      yardage_per_skein: 200,
      weight_grams: 100,
    });
    expect(await count('brands', `lower(name) = 'cascade'`)).toBe(1);

    const brands = await call('GET', '/yarn/brands', { token: user });
    expect(brands.body).toEqual(expect.arrayContaining([{ id: first.yarn_line.brand.id, name: 'Cascade' }]));
    const lines = await call('GET', '/yarn/lines?brand=cAsCaDe', { token: user });
    expect(lines.body).toEqual([expect.objectContaining({ id: first.yarn_line.id, name: '220' })]);
    expect((await call('GET', '/yarn/lines?brand=Nobody', { token: user })).body).toEqual([]);
    expect((await call('GET', '/yarn/lines', { token: user })).body).toEqual([]);
  });

  it('updates an entry and deletes it with its photo files', async () => {
    const user = token();
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
    expect(await readdir(`${suite.harness.filesDir}/${item.id ? '' : ''}`)).not.toHaveLength(0);
    expect(await call('DELETE', `/yarn/${item.id}`, { token: user })).toMatchObject({ status: 204 });
    expect(await call('GET', `/yarn/${item.id}`, { token: user })).toMatchObject({
      status: 404,
      body: { statusCode: 404, error: 'Yarn not found' },
    });
    expect(await count('yarn_photos', 'yarn_item_id = $1', [item.id])).toBe(0);
    const files = await readdir(suite.harness.filesDir, { recursive: true });
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
    const user = token();
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
    const user = token();
    const item = await create(user, { is_favorite: true });
    const body: Record<string, unknown> = yarnBody({ colorway: 'Edited' });
    delete body.is_favorite;
    const edited = await call('PUT', `/yarn/${item.id}`, { token: user, body });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ colorway: 'Edited', is_favorite: true });
  });

  it('keeps the purchase price with the currency it was entered in (DECISIONS 26)', async () => {
    const user = token();
    expect((await create(user)).currency).toBe('USD');
    const euros = await create(user, { purchase_price: 7.5, currency: 'EUR' });
    expect(euros).toMatchObject({ purchase_price: 7.5, currency: 'EUR' });
    // An edit that does not mention it keeps it; one that does changes it.
    const kept = await call('PUT', `/yarn/${euros.id}`, {
      token: user,
      body: yarnBody({ purchase_price: 8 }),
    });
    expect(kept.body).toMatchObject({ purchase_price: 8, currency: 'EUR' });
    const pounds = await call('PUT', `/yarn/${euros.id}`, {
      token: user,
      body: yarnBody({ currency: 'GBP' }),
    });
    expect(pounds.body).toMatchObject({ currency: 'GBP' });
    const bad = await call('POST', '/yarn', { token: user, body: yarnBody({ currency: 'euro' }) });
    expect(bad).toMatchObject({
      status: 400,
      body: { fieldErrors: { currency: ['Currency must be a three-letter code such as USD'] } },
    });
  });
});

describe('POST /yarn/:id/use', () => {
  it('records usage and refuses more than remains, changing nothing', async () => {
    const user = token();
    const item = await create(user, { skeins_total: 3, skeins_remaining: 3 });
    const used = await call('POST', `/yarn/${item.id}/use`, { token: user, body: { skeins: 1, yardage: 0 } });
    expect(used.status).toBe(200);
    expect(YarnSchema.parse(used.body)).toMatchObject({ skeins_remaining: 2, remaining_yardage: 420 });
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
      'Used 1 skein of Malabrigo Rios - Azul Profundo',
    );
  });

  it('lets exactly the skeins there are be used by 20 concurrent requests', async () => {
    const user = token();
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
    const user = token();
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
