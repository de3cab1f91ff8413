import { INVENTORY_API, StashSummarySchema } from '@yarn-mgmt/contracts';
import { performance } from 'node:perf_hooks';
import { inventorySuite } from './helpers.js';

const suite = inventorySuite('inventory_stash_summary');
const { call, create, tokens } = suite;

const summary = async (token: string) => {
  const reply = await call('GET', INVENTORY_API.stashSummary, { token });
  expect(reply.status).toBe(200);
  return StashSummarySchema.parse(reply.body).groups;
};

describe('GET /yarn/stash-summary', () => {
  it('groups what is left by line, colourway and dye lot, for the caller only', async () => {
    const [user, other] = tokens(2);
    const a = await create(user, { colorway: 'Azul', dye_lot: '12', skeins_total: 3, skeins_remaining: 3 });
    const b = await create(user, { colorway: 'Azul', dye_lot: '12', skeins_total: 2, skeins_remaining: 1.5 });
    await create(user, { colorway: 'Azul', dye_lot: '13', skeins_total: 1, skeins_remaining: 1 });
    await create(user, { colorway: 'Verde', dye_lot: null, skeins_total: 4, skeins_remaining: 0 });
    await create(user, {
      brand_name: 'Cascade',
      line_name: '220',
      weight_category: 'Worsted',
      yardage_per_skein: 220,
      colorway: null,
      dye_lot: null,
      skeins_total: 2,
      skeins_remaining: 2,
    });
    await create(user, {
      line_name: 'Sock',
      weight_category: null,
      yardage_per_skein: null,
      colorway: 'Rosa',
    });
    await create(other, { colorway: 'Azul', dye_lot: '12' });

    expect(await summary(user)).toEqual([
      {
        brand: 'Cascade',
        line: '220',
        weight_category: 'Worsted',
        yardage_per_skein: 220,
        colorway: null,
        dye_lot: null,
        skeins: 2,
        yards: 440,
        yarn_ids: [expect.any(String)],
      },
      {
        brand: 'Malabrigo',
        line: 'Rios',
        weight_category: 'Worsted',
        yardage_per_skein: 210,
        colorway: 'Azul',
        dye_lot: '12',
        skeins: 4.5,
        yards: 945,
        yarn_ids: [a.id, b.id],
      },
      expect.objectContaining({ line: 'Rios', colorway: 'Azul', dye_lot: '13', skeins: 1, yards: 210 }),
      expect.objectContaining({ line: 'Sock', weight_category: null, yardage_per_skein: null, yards: 0 }),
    ]);
  });

  it('groups a 10 000-entry stash in one answer (its time is printed; speed targets live in the benchmarks)', async () => {
    const [user] = tokens(1);
    const entry = await create(user);
    const userId = (
      await suite.harness.query<{ user_id: string }>('SELECT user_id FROM yarn_items WHERE id = $1', [
        entry.id,
      ])
    )[0]?.user_id;
    await suite.query(
      `INSERT INTO yarn_items (user_id, yarn_line_id, colorway, dye_lot, skeins_total, skeins_remaining,
         total_yardage, remaining_yardage)
       SELECT $1, $2, 'Colour ' || (i % 400), 'Lot ' || (i % 3), 5, i % 6, 1050, (i % 6) * 210
       FROM generate_series(1, 9999) AS i`,
      [userId, entry.yarn_line.id],
    );
    await suite.query('ANALYZE yarn_items');
    const times: number[] = [];
    let groups = 0;
    for (let i = 0; i < 7; i += 1) {
      const started = performance.now();
      groups = (await summary(user)).length;
      times.push(performance.now() - started);
    }
    times.sort((x, y) => x - y);
    console.info(`stash summary of 10 000 entries (${groups} groups): median ${times[3]?.toFixed(1)} ms`);
    // 400 colours x lots 1 and 2; lot 0 keeps only odd i (i % 6 = 0 is used up), so 200 colours; plus the first.
    expect(groups).toBe(1 + 400 + 400 + 200);
  });
});
