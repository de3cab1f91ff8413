/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import { PatternListResponseSchema, StashMatchSchema, type Pattern } from '@yarn-mgmt/contracts';
import { inventoryWorld } from './inventory-fixtures.js';
import { patternsSuite } from './helpers.js';

// "What can I make from my stash" against the real inventory service (its build, run as a process), then
// against an inventory that is down, hangs past INVENTORY_TIMEOUT_MS, fails, or answers nonsense.
const world = inventoryWorld();
const up = patternsSuite(
  'patterns_stash_up',
  () => ({ INVENTORY_URL: world().inventoryUrl }),
  () => world().keys,
);
const down = patternsSuite(
  'patterns_stash_down',
  () => ({ INVENTORY_URL: world().closedUrl }),
  () => world().keys,
);
const flaky = patternsSuite(
  'patterns_stash_flaky',
  () => ({ INVENTORY_URL: world().standInUrl, INVENTORY_TIMEOUT_MS: '300' }),
  () => world().keys,
);

const yarn = (overrides: Record<string, unknown>) => ({
  brand_name: 'Malabrigo',
  line_name: 'Rios',
  weight_category: 'Worsted',
  yardage_per_skein: 210,
  weight_grams: 100,
  tags: [],
  ...overrides,
});

async function addYarn(token: string, overrides: Record<string, unknown>) {
  const response = await fetch(`${world().inventoryUrl}/yarn`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(yarn(overrides)),
  });
  expect(response.status).toBe(201);
}

const shape = (group: { line: string; colorway: string | null; dye_lot: string | null }) =>
  `${group.line} ${group.colorway ?? ''} ${group.dye_lot ?? ''}`.trim();

describe('with the inventory up', () => {
  let ann: string;
  let sweater: Pattern;

  beforeAll(async () => {
    ann = up.harness.user('ann').token;
    const bob = up.harness.user('bob').token;
    await addYarn(ann, { colorway: 'Azul', dye_lot: 'A', skeins_total: 5, skeins_remaining: 5 });
    await addYarn(ann, { colorway: 'Azul', dye_lot: 'B', skeins_total: 2, skeins_remaining: 2 });
    await addYarn(ann, {
      brand_name: 'Cascade',
      line_name: '220 Superwash',
      weight_category: 'DK',
      yardage_per_skein: 220,
      colorway: 'Ruby',
      skeins_total: 6,
      skeins_remaining: 6,
    });
    await addYarn(ann, {
      line_name: 'Lace',
      weight_category: 'Lace',
      yardage_per_skein: 1000,
      skeins_total: 3,
      skeins_remaining: 3,
    });
    await addYarn(bob, { colorway: 'Verde', skeins_total: 50, skeins_remaining: 50 });
    sweater = await up.create(ann, {
      title: 'Sweater',
      yarn_weight: 'Worsted',
      yardage_required: null,
      yardage_by_size: [
        { size: 'S', yards: 950 },
        { size: 'M', yards: 1100 },
        { size: 'L', yards: 1400 },
      ],
    });
  });

  const match = async (query = '') => {
    const reply = await up.call('GET', `/patterns/${sweater.id}/stash-match${query}`, { token: ann });
    expect(reply.status).toBe(200);
    return StashMatchSchema.parse(reply.body);
  };

  it('matches the first size by default: enough first, own weight first, most yards first', async () => {
    const found = await match();
    expect(found).toMatchObject({
      available: true,
      size: 'S',
      sizes: ['S', 'M', 'L'],
      needed_yards: 950,
      yarn_weight: 'Worsted',
    });
    expect(found.groups.map(shape)).toEqual(['Rios Azul A', '220 Superwash Ruby', 'Rios Azul B']);
    expect(found.groups[0]).toMatchObject({
      brand: 'Malabrigo',
      skeins: 5,
      yards: 1050,
      enough: true,
      neighbouring_weight: false,
      short_by_yards: 0,
    });
    expect(found.groups[1]).toMatchObject({ weight_category: 'DK', neighbouring_weight: true, enough: true });
    expect(found.groups[2]).toMatchObject({
      yards: 420,
      enough: false,
      short_by_yards: 530,
      short_by_skeins: 3,
      yards_per_skein: 210,
    });
    expect(found.groups[0]?.yarn_ids).toHaveLength(1);
  });

  it('measures against the chosen size', async () => {
    const medium = await match('?size=M');
    expect(medium.needed_yards).toBe(1100);
    expect(medium.groups.map((g) => [shape(g), g.enough, g.short_by_skeins])).toEqual([
      ['220 Superwash Ruby', true, 0],
      ['Rios Azul A', false, 1],
      ['Rios Azul B', false, 4],
    ]);
    expect((await match('?size=L')).groups.map(shape)).toEqual([
      'Rios Azul A',
      'Rios Azul B',
      '220 Superwash Ruby',
    ]);
    expect(
      await up.call('GET', `/patterns/${sweater.id}/stash-match?size=XXL`, { token: ann }),
    ).toMatchObject({
      status: 400,
      body: { error: 'This pattern has no such size' },
    });
  });

  it('filters the library to what the stash can make', async () => {
    const make = async (title: string, overrides: Record<string, unknown>) =>
      up.create(ann, { title, yardage_required: null, tags: [], ...overrides });
    await make('Aran 1000', { yarn_weight: 'Aran', yardage_required: 1000 });
    await make('Aran 1300', { yarn_weight: 'Aran', yardage_required: 1300 });
    await make('Worsted 2000', { yarn_weight: 'Worsted', yardage_required: 2000 });
    await make('Lace 2500', { yarn_weight: 'Lace', yardage_required: 2500 });
    await make('Sport 500', { yarn_weight: 'Sport', yardage_required: 500 });
    await make('Chunky 100', { yarn_weight: 'Chunky', yardage_required: 100 });
    await make('No yardage', { yarn_weight: 'Worsted' });
    await make('No weight', { yarn_weight: null, yardage_required: 10 });
    const list = async (query: string) => {
      const reply = await up.call('GET', `/patterns${query}`, { token: ann });
      expect(reply.status).toBe(200);
      return PatternListResponseSchema.parse(reply.body);
    };
    const makeable = await list('?makeable=true&sort=title');
    expect(makeable.patterns.map((p) => p.title)).toEqual(['Aran 1000', 'Lace 2500', 'Sport 500', 'Sweater']);
    expect(makeable.total).toBe(4);
    expect((await list('?makeable=true&yarnWeight=Aran')).patterns.map((p) => p.title)).toEqual([
      'Aran 1000',
    ]);
    expect((await list('?makeable=false')).total).toBe(9);
  });

  it('is a 404 for another user’s pattern', async () => {
    expect(
      (await up.call('GET', `/patterns/${sweater.id}/stash-match`, { token: up.harness.user('bob').token }))
        .status,
    ).toBe(404);
  });
});

describe('with the inventory unreachable', () => {
  it('answers the card unavailable (200) and refuses only the makeable filter (503)', async () => {
    const user = down.token();
    const pattern = await down.create(user);
    expect((await down.call('GET', `/patterns/${pattern.id}/stash-match`, { token: user })).body).toEqual({
      available: false,
      size: null,
      sizes: [],
      needed_yards: 250,
      yarn_weight: 'DK',
      groups: [],
    });
    expect(await down.call('GET', '/patterns?makeable=true', { token: user })).toMatchObject({
      status: 503,
      body: { statusCode: 503, error: 'Stash unavailable right now', code: 'STASH_UNAVAILABLE' },
    });
    expect((await down.call('GET', '/patterns', { token: user })).body.total).toBe(1);
    expect((await down.call('GET', `/patterns/${pattern.id}`, { token: user })).status).toBe(200);
  });
});

describe('with an inventory that hangs, fails or answers nonsense', () => {
  it.each(['hang', 'error', 'garbage'] as const)(
    '%s: the card is unavailable, makeable is a 503',
    async (mode) => {
      world().setStandIn(mode);
      const user = flaky.token();
      const pattern = await flaky.create(user);
      const reply = await flaky.call('GET', `/patterns/${pattern.id}/stash-match`, { token: user });
      expect(reply).toMatchObject({ status: 200, body: { available: false, groups: [] } });
      // Measured where the call hangs, so that a busy machine's slow request around it does not count: let go
      // after INVENTORY_TIMEOUT_MS (300 ms here), far under the 3 s default it would be without the setting.
      if (mode === 'hang') expect(await world().heldOpenMs()).toBeLessThan(2_000);
      expect((await flaky.call('GET', '/patterns?makeable=true', { token: user })).status).toBe(503);
      expect(world().standInAuthorizations.at(-1)).toBe(`Bearer ${user}`);
    },
  );
});
