/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { randomUUID } from 'node:crypto';
import { inventorySuite, photoForm, PNG, yarnBody } from './helpers.js';

const { call, count, create, token, tokens, query } = inventorySuite('inventory_isolation');

describe('two users', () => {
  it("cannot see or change each other's rows on any route", async () => {
    const [owner, intruder] = tokens(2);
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
      ['PUT', `/yarn/${item.id}/photos/${photo.id}/cover`, {}],
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
    expect((await call('GET', '/yarn/brands', { token: intruder })).body).toEqual([]);
    expect((await call('GET', '/yarn/lines?brand=Malabrigo', { token: intruder })).body).toEqual([]);
    expect((await call('GET', '/shopping-list', { token: intruder })).body).toEqual({ items: [], total: 0 });
    expect((await call('GET', '/activity/recent', { token: intruder })).body).toEqual([]);
    expect((await call('GET', `/yarn/${item.id}`, { token: owner })).body).toEqual(before);
    expect(await count('shopping_list_items', 'id = $1 AND NOT checked', [listItem.id])).toBe(1);
  });
});

describe('bad input', () => {
  it('answers 400 with field errors on every route and changes nothing', async () => {
    const user = token();
    const item = await create(user);
    const listItem = (await call('POST', '/shopping-list', { token: user, body: { name: 'Needles' } }))
      .body as { id: string };
    const snapshot = async () =>
      JSON.stringify([
        await query('SELECT * FROM yarn_items WHERE user_id IS NOT NULL ORDER BY id'),
        await query('SELECT * FROM shopping_list_items ORDER BY id'),
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
      ['GET', '/shopping-list?offset=-1', {}],
      ['GET', '/yarn/catalogue?limit=201', {}],
      ['GET', '/yarn/catalogue/brands?x=1', {}],
      ['PUT', `/yarn/${item.id}`, { body: yarnBody({ discontinued: 'yes' }) }],
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
    const user = token();
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
