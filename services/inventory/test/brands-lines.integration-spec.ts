/* eslint-disable @typescript-eslint/no-unsafe-member-access, @typescript-eslint/no-unsafe-assignment,
   @typescript-eslint/no-unsafe-call, @typescript-eslint/no-unsafe-argument --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { YarnListResponseSchema } from '@yarn-mgmt/contracts';
import { stockFilterLevel } from '@yarn-mgmt/domain';
import { inventorySuite, yarnBody } from './helpers.js';

const { call, count, create, token, tokens } = inventorySuite('inventory_lines');

describe("a user's own brands and lines", () => {
  it('keeps each user to their own brands and lines, even with the same names', async () => {
    const [ann, bob] = tokens(2);
    const annEntry = await create(ann, { brand_name: 'Malabrigo', line_name: 'Rios', weight_grams: 100 });
    const bobEntry = await create(bob, { brand_name: 'MALABRIGO', line_name: 'rios', weight_grams: 90 });
    expect(bobEntry.yarn_line.id).not.toBe(annEntry.yarn_line.id);
    expect(bobEntry.yarn_line.brand.id).not.toBe(annEntry.yarn_line.brand.id);
    expect(bobEntry.yarn_line.weight_grams).toBe(90);
    expect((await call('GET', `/yarn/${annEntry.id}`, { token: ann })).body.yarn_line.weight_grams).toBe(100);

    expect((await call('GET', '/yarn/brands', { token: ann })).body).toEqual([
      { id: annEntry.yarn_line.brand.id, name: 'Malabrigo' },
    ]);
    expect((await call('GET', '/yarn/lines?brand=malabrigo', { token: bob })).body).toEqual([
      expect.objectContaining({ id: bobEntry.yarn_line.id, weight_grams: 90 }),
    ]);
    expect((await call('GET', '/yarn/brands', { token: token() })).body).toEqual([]);
    expect(await count('brands', `lower(name) = 'malabrigo'`)).toBe(2);
  });

  it('saves Weight, Fibre, Yardage per skein, Weight per skein and discontinued edited on an entry', async () => {
    const user = token();
    const entry = await create(user, { brand_name: 'Drops', line_name: 'Karisma', weight_grams: 50 });
    expect(entry.yarn_line.discontinued).toBe(false);
    const edited = await call('PUT', `/yarn/${entry.id}`, {
      token: user,
      body: yarnBody({
        brand_name: 'Drops',
        line_name: 'Karisma',
        weight_category: 'DK',
        fiber_content: '100% Wool',
        yardage_per_skein: 109,
        weight_grams: 55,
        discontinued: true,
      }),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.yarn_line).toMatchObject({
      id: entry.yarn_line.id,
      weight_category: 'DK',
      fiber_content: '100% Wool',
      yardage_per_skein: 109,
      weight_grams: 55,
      discontinued: true,
    });
    // Omitted on the next edit: discontinued is kept.
    const again = await call('PUT', `/yarn/${entry.id}`, {
      token: user,
      body: yarnBody({ brand_name: 'Drops', line_name: 'Karisma', weight_grams: 55 }),
    });
    expect(again.body.yarn_line.discontinued).toBe(true);
    expect((await call('GET', '/yarn/lines?brand=Drops', { token: user })).body).toEqual([
      expect.objectContaining({ name: 'Karisma', weight_grams: 55, discontinued: true }),
    ]);
  });
});

describe('unknown weight per skein', () => {
  it('falls back to skeins for the stock level, as libs/domain does', async () => {
    const user = token();
    const entries = {
      few: await create(user, {
        line_name: 'Unknown A',
        weight_grams: null,
        skeins_total: 2,
        skeins_remaining: 2,
        desired_quantity_grams: 500,
      }),
      many: await create(user, {
        line_name: 'Unknown B',
        weight_grams: null,
        skeins_total: 9,
        skeins_remaining: 9,
        desired_quantity_grams: 500,
      }),
    };
    for (const [level, expected] of [
      ['low', entries.few.id],
      ['sufficient', entries.many.id],
    ] as const) {
      const reply = await call('GET', `/yarn?stockLevel=${level}`, { token: user });
      expect(YarnListResponseSchema.parse(reply.body).yarn.map((item) => item.id)).toEqual([expected]);
    }
    expect(stockFilterLevel(entries.few)).toBe('low');
    expect(stockFilterLevel(entries.many)).toBe('sufficient');
    expect((await call('GET', '/yarn?stockLevel=critical', { token: user })).body.total).toBe(0);
  });
});

describe('the catalogue', () => {
  it('lists real yarn lines, by brand (any case) or by a search over brand and line, with a total', async () => {
    const user = token();
    const all = await call('GET', '/yarn/catalogue?limit=200', { token: user });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThanOrEqual(150);
    expect(all.body.lines).toHaveLength(Math.min(200, all.body.total));
    const first = all.body.lines[0];
    const byBrand = await call(
      'GET',
      `/yarn/catalogue?brand=${encodeURIComponent(first.brand.toUpperCase())}`,
      {
        token: user,
      },
    );
    expect(byBrand.body.lines.length).toBeGreaterThan(0);
    expect(byBrand.body.lines.every((line: { brand: string }) => line.brand === first.brand)).toBe(true);
    const searched = await call('GET', `/yarn/catalogue?search=${encodeURIComponent(first.name)}`, {
      token: user,
    });
    expect(searched.body.lines).toEqual(expect.arrayContaining([first]));
    const paged = await call('GET', '/yarn/catalogue?limit=2&offset=1', { token: user });
    expect(paged.body).toEqual({ lines: all.body.lines.slice(1, 3), total: all.body.total });
    expect((await call('GET', '/yarn/catalogue?search=zzzz-no-such-yarn', { token: user })).body).toEqual({
      lines: [],
      total: 0,
    });
  });

  it('lists its brands, sorted, and refuses bad queries', async () => {
    const user = token();
    const reply = await call('GET', '/yarn/catalogue/brands', { token: user });
    expect(reply.status).toBe(200);
    const brands: string[] = reply.body.brands;
    expect(brands.length).toBeGreaterThan(10);
    expect([...brands].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase()))).toEqual(brands);
    expect((await call('GET', '/yarn/catalogue?limit=0', { token: user })).status).toBe(400);
    expect((await call('GET', '/yarn/catalogue?colour=red', { token: user })).status).toBe(400);
    expect((await call('GET', '/yarn/catalogue')).status).toBe(401);
  });
});
