/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-call --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { inventorySuite } from './helpers.js';

const { call, token } = inventorySuite('inventory_shopping');

describe('shopping list', () => {
  it('creates, updates and deletes hand-written items', async () => {
    const user = token();
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
        need_by: null,
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

  it('keeps a need-by date, changes the quantity, unit and date in place, and names a bad field', async () => {
    const user = token();
    const created = await call('POST', '/shopping-list', {
      token: user,
      body: { name: 'Cascade 220, Natural', quantity: 1, unit: 'skein', need_by: '2026-12-24' },
    });
    expect(created).toMatchObject({ status: 201, body: { unit: 'skein', need_by: '2026-12-24' } });
    const id = created.body.id as string;
    const patched = await call('PATCH', `/shopping-list/${id}`, {
      token: user,
      body: { quantity: 6.5, unit: 'skeins', need_by: null },
    });
    expect(patched).toMatchObject({ status: 200, body: { quantity: 6.5, unit: 'skeins', need_by: null } });
    for (const body of [{ need_by: '2026-02-30' }, { need_by: '24/12/2026' }, { need_by: '0000-01-01' }]) {
      const refused = await call('PATCH', `/shopping-list/${id}`, { token: user, body });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ fieldErrors: { need_by: ['Date must be YYYY-MM-DD'] } });
    }
    const zero = await call('PATCH', `/shopping-list/${id}`, { token: user, body: { quantity: 0 } });
    expect(zero.status).toBe(400);
    expect(zero.body).toMatchObject({ fieldErrors: { quantity: [expect.any(String)] } });
    const empty = await call('POST', '/shopping-list', { token: user, body: { name: 'Buttons', unit: '' } });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ fieldErrors: { unit: ['Unit is required'] } });
    const other = await call('PATCH', `/shopping-list/${id}`, { token: token(), body: { quantity: 2 } });
    expect(other.status).toBe(404);
    expect((await call('GET', '/shopping-list', { token: user })).body.items[0]).toMatchObject({
      quantity: 6.5,
      unit: 'skeins',
      need_by: null,
    });
  });

  it('pages with limit and offset and gives the total', async () => {
    const user = token();
    for (const name of ['One', 'Two', 'Three']) {
      expect((await call('POST', '/shopping-list', { token: user, body: { name } })).status).toBe(201);
    }
    const page = await call('GET', '/shopping-list?limit=2&offset=1', { token: user });
    expect(page.status).toBe(200);
    expect(page.body.total).toBe(3);
    expect(page.body.items.map((item: { name: string }) => item.name)).toEqual(['Two', 'One']);
    expect((await call('GET', '/shopping-list?limit=0', { token: user })).status).toBe(400);
    expect((await call('GET', '/shopping-list?limit=201', { token: user })).status).toBe(400);
  });
});
