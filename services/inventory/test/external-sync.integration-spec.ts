import {
  EXTERNAL_SYNC_INTERNAL_API,
  ExternalSyncInputSchema,
  USER_DATA_ERASE_SCOPE,
  YarnSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import { entry, externalSyncKit, outcomes } from './external-sync-kit.js';
import { inventorySuite, yarnBody } from './helpers.js';

// The account service's Ravelry sync writes stash entries through this internal upsert (issue 22).
const suite = inventorySuite('inventory_external_sync');
const { call } = suite;
const path = EXTERNAL_SYNC_INTERNAL_API.upsert;

const { serviceToken, upsert } = externalSyncKit(suite);
const yarnOf = async (user: TestUser, id: string) => {
  const reply = await call('GET', `/yarn/${id}`, { token: user.token });
  expect(reply.status).toBe(200);
  return YarnSchema.parse(reply.body);
};

describe('the external sync upsert', () => {
  it('creates entries, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const body = {
      source: 'ravelry' as const,
      entries: [entry('1'), entry('2', { skeins_total: 0.5, total_yardage: 105 })],
    };
    const first = await upsert(ann, body);
    expect(outcomes(first)).toEqual({ 1: 'created', 2: 'created' });
    const before = await suite.query(`SELECT * FROM yarn_items WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const second = await upsert(ann, body);
    expect(outcomes(second)).toEqual({ 1: 'unchanged', 2: 'unchanged' });
    expect(second.results.map((r) => r.yarn_id)).toEqual(first.results.map((r) => r.yarn_id));
    const after = await suite.query(`SELECT * FROM yarn_items WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const stable = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ external_synced_at: _at, updated_at: _updated, ...row }) => row);
    expect(stable(after)).toEqual(stable(before));
    expect(after).toHaveLength(2);
    const yarn = await yarnOf(ann, first.results[0].yarn_id);
    expect(yarn).toMatchObject({
      colorway: 'Colour 1',
      dye_lot: 'L1',
      skeins_total: 3,
      skeins_remaining: 3,
      total_yardage: 630,
      remaining_yardage: 630,
    });
    expect(yarn.yarn_line).toMatchObject({
      name: 'Rios',
      weight_category: 'Worsted',
      fiber_content: '100% Merino Wool',
      yardage_per_skein: 210,
      brand: { name: 'Malabrigo' },
    });
  });

  it('updates what the provider changed, keeping the usage recorded here', async () => {
    const ann = suite.harness.user('ann-update');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('7')] })).results;
    const id = created.yarn_id;
    expect(
      (await call('POST', `/yarn/${id}/use`, { token: ann.token, body: { skeins: 1, yardage: 0 } })).status,
    ).toBe(200);
    const changed = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('7', { skeins_total: 5, total_yardage: 1050, dye_lot: 'L2' })],
    });
    expect(outcomes(changed)).toEqual({ 7: 'updated' });
    expect(await yarnOf(ann, id)).toMatchObject({
      dye_lot: 'L2',
      skeins_total: 5,
      skeins_remaining: 4,
      total_yardage: 1050,
    });
    // Usage is no local edit of the provider's fields: the next change is taken too.
    expect(
      outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('7', { colorway: 'Teal' })] })),
    ).toEqual({ 7: 'updated' });
  });

  it('reports a conflict when both sides changed the entry, and overwrites nothing', async () => {
    const ann = suite.harness.user('ann-conflict');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('9')] })).results;
    const id = created.yarn_id;
    const edited = yarnBody({ ...entry('9'), colorway: 'Renamed here', skeins_remaining: 3 });
    expect((await call('PUT', `/yarn/${id}`, { token: ann.token, body: edited })).status).toBe(200);
    // A local edit alone is kept: the provider did not change.
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('9')] }))).toEqual({
      9: 'unchanged',
    });
    const both = await upsert(ann, { source: 'ravelry', entries: [entry('9', { dye_lot: 'L9' })] });
    expect(both.results[0]).toMatchObject({
      outcome: 'conflict',
      yarn_id: id,
      local: { colorway: 'Renamed here', dye_lot: 'L1' },
      provider: { colorway: 'Colour 9', dye_lot: 'L9' },
    });
    expect(await yarnOf(ann, id)).toMatchObject({ colorway: 'Renamed here', dye_lot: 'L1' });
    // Still a conflict next time: the last import is still the reference.
    expect(
      outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('9', { dye_lot: 'L9' })] })),
    ).toEqual({ 9: 'conflict' });
  });

  it('marks entries the provider no longer lists as missing, deleting nothing, and unmarks them if they return', async () => {
    const ann = suite.harness.user('ann-missing');
    await upsert(ann, { source: 'ravelry', entries: [entry('a'), entry('b'), entry('c')] });
    const manual = await suite.create(ann.token);
    const gone = await upsert(ann, { source: 'ravelry', entries: [entry('a')], present_ids: ['a', 'c'] });
    expect(outcomes(gone)).toEqual({ a: 'unchanged', b: 'missing' });
    const marked = await suite.query<{ external_id: string | null; missing: boolean }>(
      `SELECT external_id, external_missing_at IS NOT NULL AS missing FROM yarn_items WHERE user_id = $1 ORDER BY external_id`,
      [ann.id],
    );
    expect(marked).toEqual([
      { external_id: 'a', missing: false },
      { external_id: 'b', missing: true },
      { external_id: 'c', missing: false },
      { external_id: null, missing: false },
    ]);
    expect((await call('GET', `/yarn/${manual.id}`, { token: ann.token })).status).toBe(200);
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('b')] }))).toEqual({
      b: 'unchanged',
    });
    expect(
      await suite.count('yarn_items', 'user_id = $1 AND external_missing_at IS NOT NULL', [ann.id]),
    ).toBe(0);
  });

  it("never touches another user's entries, even with the same provider ids", async () => {
    const ann = suite.harness.user('ann-isolation');
    const bob = suite.harness.user('bob-isolation');
    const annRows = await upsert(ann, { source: 'ravelry', entries: [entry('1'), entry('2')] });
    const snapshot = () => suite.query(`SELECT * FROM yarn_items WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const before = await snapshot();
    const bobRows = await upsert(bob, {
      source: 'ravelry',
      entries: [entry('1', { colorway: 'Bob' })],
      present_ids: ['1'],
    });
    expect(outcomes(bobRows)).toEqual({ 1: 'created' });
    expect(bobRows.results[0].yarn_id).not.toBe(annRows.results[0].yarn_id);
    expect(await snapshot()).toEqual(before);
  });

  it('takes only a service token of its scope', async () => {
    const ann = suite.harness.user('ann-auth');
    const body = { source: 'ravelry', entries: [entry('1')] };
    expect((await call('POST', path, { body })).status).toBe(401);
    expect((await call('POST', path, { token: ann.token, body })).status).toBe(401);
    const wrongScope = serviceToken(ann, USER_DATA_ERASE_SCOPE);
    expect((await call('POST', path, { token: wrongScope, body })).status).toBe(403);
    expect(await suite.count('yarn_items', 'user_id = $1', [ann.id])).toBe(0);
  });

  it('answers bad input with field errors', async () => {
    const ann = suite.harness.user('ann-bad');
    const reply = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'etsy', entries: [entry('1', { skeins_total: -1, weight_category: 'Fingering' })] },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('source');
    const twice = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'ravelry', entries: [entry('1'), entry('1')] },
    });
    expect(twice.status).toBe(400);
  });
});

describe('hostile batches', () => {
  let fuzzer: TestUser;
  beforeAll(() => {
    fuzzer = suite.harness.user('fuzzer');
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => path,
    schema: ExternalSyncInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { source: 'ravelry', entries: [entry('f1')], present_ids: ['f1'] },
    maxAccepted: 40,
    runs: 600,
  });
});
