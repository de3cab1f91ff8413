import {
  ExternalResolveInputSchema,
  ExternalReviewSchema,
  PATTERN_EXTERNAL_REVIEW_API,
  PATTERN_EXTERNAL_SYNC_API,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PatternExternalSyncInputSchema,
  PatternExternalSyncResponseSchema,
  PatternSchema,
  USER_DATA_ERASE_SCOPE,
  type PatternExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import { patternBody, patternsSuite } from './helpers.js';

// The account service's Ravelry sync writes library and favourite patterns through this internal upsert (issue 22).
const suite = patternsSuite('patterns_external_sync');
const { call } = suite;
const path = PATTERN_EXTERNAL_SYNC_API.upsert;

const serviceToken = (user: TestUser, scope = PATTERN_EXTERNAL_SYNC_SCOPE) =>
  signServiceToken(
    { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
    { service: 'account', scope, userId: user.id },
    { issuer: 'yarn-mgmt' },
  );

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  external_id: id,
  title: `Flax ${id}`,
  designer: 'Tin Can Knits',
  category: 'Sweater',
  craft_type: 'knitting',
  difficulty_level: 2,
  yarn_weight: 'Worsted',
  yardage_required: 250,
  yardage_max: 1650,
  needle_sizes: ['US 8 - 5 mm'],
  gauge_stitches: 18,
  gauge_rows: 24,
  gauge_measurement: 4,
  sizes_available: ['Baby to 4XL'],
  source_details: {
    'Ravelry ID': id,
    'Found in': 'Library',
    URL: `https://www.ravelry.com/patterns/library/flax-${id}`,
  },
  price: null,
  currency: null,
  is_free: true,
  is_favorite: false,
  ravelry_rating: 4.81,
  ravelry_rating_count: 5120,
  image_url: 'https://images.example/flax.jpg',
  ...overrides,
});

async function upsert(user: TestUser, body: unknown): Promise<PatternExternalSyncResponse> {
  const reply = await call('POST', path, { token: serviceToken(user), body });
  expect(reply.status).toBe(200);
  return PatternExternalSyncResponseSchema.parse(reply.body);
}
const outcomes = (response: PatternExternalSyncResponse) =>
  Object.fromEntries(response.results.map((r) => [r.external_id, r.outcome]));
const patternOf = async (user: TestUser, id: string) => {
  const reply = await call('GET', `/patterns/${id}`, { token: user.token });
  expect(reply.status).toBe(200);
  return PatternSchema.parse(reply.body);
};

describe('the patterns external sync upsert', () => {
  it('creates patterns with their Ravelry fields, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const body = {
      source: 'ravelry' as const,
      entries: [entry('1'), entry('2', { is_favorite: true, is_free: false, price: 6, currency: 'USD' })],
    };
    const first = await upsert(ann, body);
    expect(outcomes(first)).toEqual({ 1: 'created', 2: 'created' });
    const before = await suite.query(`SELECT * FROM patterns WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const second = await upsert(ann, body);
    expect(outcomes(second)).toEqual({ 1: 'unchanged', 2: 'unchanged' });
    expect(second.results.map((r) => r.pattern_id)).toEqual(first.results.map((r) => r.pattern_id));
    const after = await suite.query(`SELECT * FROM patterns WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const stable = (rows: Array<Record<string, unknown>>) =>
      rows.map(({ external_synced_at: _at, ...row }) => row);
    expect(stable(after)).toEqual(stable(before));
    expect(after).toHaveLength(2);
    const pattern = await patternOf(ann, first.results[1].pattern_id);
    expect(pattern).toMatchObject({
      title: 'Flax 2',
      designer: 'Tin Can Knits',
      category: 'Sweater',
      source: 'ravelry',
      source_details: { 'Ravelry ID': '2', 'Found in': 'Library' },
      yarn_weight: 'Worsted',
      yardage_required: 250,
      yardage_max: 1650,
      gauge_stitches: 18,
      is_favorite: true,
      price: 6,
      currency: 'USD',
      ravelry_rating: 4.81,
      ravelry_rating_count: 5120,
      pattern_notes: null,
    });
    const list = await call('GET', '/patterns', { token: ann.token });
    expect((list.body as { total: number }).total).toBe(2);
  });

  it('updates what the provider changed, keeping the tags and notes written here', async () => {
    const ann = suite.harness.user('ann-update');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('7')] })).results;
    const id = created.pattern_id;
    await suite.query(`UPDATE patterns SET personal_notes = 'Knit it in blue' WHERE id = $1`, [id]);
    const changed = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('7', { title: 'Flax Light', ravelry_rating: 4.9, is_favorite: true })],
    });
    expect(outcomes(changed)).toEqual({ 7: 'updated' });
    expect(await patternOf(ann, id)).toMatchObject({
      title: 'Flax Light',
      ravelry_rating: 4.9,
      is_favorite: true,
      personal_notes: 'Knit it in blue',
    });
    expect(await suite.count('activity', `user_id = $1 AND description LIKE 'Synced%'`, [ann.id])).toBe(2);
  });

  it('reports a conflict when both sides changed a pattern, keeps the provider version pending, and overwrites nothing', async () => {
    const ann = suite.harness.user('ann-conflict');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('9')] })).results;
    const id = created.pattern_id;
    const mine = patternBody({ ...entry('9'), title: 'My Flax', external_id: undefined, tags: ['mine'] });
    delete (mine as Record<string, unknown>).external_id;
    delete (mine as Record<string, unknown>).ravelry_rating;
    delete (mine as Record<string, unknown>).ravelry_rating_count;
    expect((await call('PUT', `/patterns/${id}`, { token: ann.token, body: mine })).status).toBe(200);
    // A local edit alone is kept: the provider did not change.
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('9')] }))).toEqual({
      9: 'unchanged',
    });
    const both = await upsert(ann, { source: 'ravelry', entries: [entry('9', { yardage_max: 1800 })] });
    expect(both.results[0]).toMatchObject({
      outcome: 'conflict',
      pattern_id: id,
      local: { title: 'My Flax', yardage_max: 1650 },
      provider: { title: 'Flax 9', yardage_max: 1800 },
    });
    expect(await patternOf(ann, id)).toMatchObject({ title: 'My Flax', yardage_max: 1650, tags: ['mine'] });
    const [row] = await suite.query<{ pending: { title: string; yardage_max: number } }>(
      `SELECT external_pending AS pending FROM patterns WHERE id = $1`,
      [id],
    );
    expect(row.pending).toMatchObject({ title: 'Flax 9', yardage_max: 1800 });
  });

  it('marks patterns the provider no longer lists as missing, deleting nothing, and unmarks them when they return', async () => {
    const ann = suite.harness.user('ann-missing');
    await upsert(ann, { source: 'ravelry', entries: [entry('a'), entry('b'), entry('c')] });
    const manual = await suite.create(ann.token);
    const gone = await upsert(ann, { source: 'ravelry', entries: [entry('a')], present_ids: ['a', 'c'] });
    expect(outcomes(gone)).toEqual({ a: 'unchanged', b: 'missing' });
    const marked = await suite.query<{ external_id: string | null; missing: boolean }>(
      `SELECT external_id, external_missing_at IS NOT NULL AS missing FROM patterns WHERE user_id = $1 ORDER BY external_id`,
      [ann.id],
    );
    expect(marked).toEqual([
      { external_id: 'a', missing: false },
      { external_id: 'b', missing: true },
      { external_id: 'c', missing: false },
      { external_id: null, missing: false },
    ]);
    expect((await call('GET', `/patterns/${manual.id}`, { token: ann.token })).status).toBe(200);
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('b')] }))).toEqual({
      b: 'unchanged',
    });
    expect(await suite.count('patterns', 'user_id = $1 AND external_missing_at IS NOT NULL', [ann.id])).toBe(
      0,
    );
  });

  it("never touches another user's patterns, even with the same provider ids", async () => {
    const ann = suite.harness.user('ann-isolation');
    const bob = suite.harness.user('bob-isolation');
    const annRows = await upsert(ann, { source: 'ravelry', entries: [entry('1'), entry('2')] });
    const snapshot = () => suite.query(`SELECT * FROM patterns WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const before = await snapshot();
    const bobRows = await upsert(bob, {
      source: 'ravelry',
      entries: [entry('1', { title: 'Bob' })],
      present_ids: ['1'],
    });
    expect(outcomes(bobRows)).toEqual({ 1: 'created' });
    expect(bobRows.results[0].pattern_id).not.toBe(annRows.results[0].pattern_id);
    expect(await snapshot()).toEqual(before);
    expect(
      (await call('GET', `/patterns/${annRows.results[0].pattern_id}`, { token: bob.token })).status,
    ).toBe(404);
  });

  it('takes only a service token of its scope', async () => {
    const ann = suite.harness.user('ann-auth');
    const body = { source: 'ravelry', entries: [entry('1')] };
    expect((await call('POST', path, { body })).status).toBe(401);
    expect((await call('POST', path, { token: ann.token, body })).status).toBe(401);
    expect((await call('POST', path, { token: serviceToken(ann, USER_DATA_ERASE_SCOPE), body })).status).toBe(
      403,
    );
    expect(await suite.count('patterns', 'user_id = $1', [ann.id])).toBe(0);
  });

  it('answers a bad batch with field errors', async () => {
    const ann = suite.harness.user('ann-bad');
    const reply = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'etsy', entries: [entry('1', { ravelry_rating: 7, category: 'Cowl' })] },
    });
    expect(reply.status).toBe(400);
    expect(JSON.stringify(reply.body)).toContain('source');
    expect(JSON.stringify(reply.body)).toContain('category');
    const twice = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'ravelry', entries: [entry('1'), entry('1')] },
    });
    expect(twice.status).toBe(400);
    const tooMany = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'ravelry', entries: Array.from({ length: 51 }, (_, i) => entry(String(i))) },
    });
    expect(tooMany.status).toBe(400);
    expect(await suite.count('patterns', 'user_id = $1', [ann.id])).toBe(0);
  });
});

describe('the review of what a sync left', () => {
  const review = async (user: TestUser) => {
    const reply = await call('GET', `${PATTERN_EXTERNAL_REVIEW_API.review}?source=ravelry`, {
      token: user.token,
    });
    expect(reply.status).toBe(200);
    return ExternalReviewSchema.parse(reply.body);
  };
  const inConflict = async (user: TestUser, id: string) => {
    const [created] = (await upsert(user, { source: 'ravelry', entries: [entry(id)] })).results;
    await suite.query(`UPDATE patterns SET title = 'My Flax', yardage_max = 1700 WHERE id = $1`, [
      created.pattern_id,
    ]);
    await upsert(user, {
      source: 'ravelry',
      entries: [entry(id, { title: 'Flax Light', yardage_max: 1800 })],
    });
    return created.pattern_id;
  };

  it('lists a conflict field by field, and keeps each field as chosen', async () => {
    const ann = suite.harness.user('ann-review');
    const id = await inConflict(ann, 'r1');
    const listed = await review(ann);
    expect(listed.total).toEqual({ conflicts: 1, missing: 0 });
    expect(listed.conflicts[0]).toMatchObject({
      id,
      label: 'My Flax - Tin Can Knits',
      external_id: 'r1',
      fields: [
        { name: 'title', label: 'Title', local: 'My Flax', provider: 'Flax Light' },
        { name: 'yardage_max', label: 'Maximum yardage', local: 1700, provider: 1800 },
      ],
    });
    const half = await call('POST', PATTERN_EXTERNAL_REVIEW_API.resolve(id), {
      token: ann.token,
      body: { choices: { title: 'provider' } },
    });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('choices.yardage_max');
    const done = await call('POST', PATTERN_EXTERNAL_REVIEW_API.resolve(id), {
      token: ann.token,
      body: { choices: { title: 'provider', yardage_max: 'local' } },
    });
    expect(done).toMatchObject({
      status: 200,
      body: { id, message: 'Kept your choices for Flax Light - Tin Can Knits' },
    });
    expect(await patternOf(ann, id)).toMatchObject({ title: 'Flax Light', yardage_max: 1700 });
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    // The provider's version is now the last import: the same sync again is no change and no conflict.
    expect(
      outcomes(
        await upsert(ann, {
          source: 'ravelry',
          entries: [entry('r1', { title: 'Flax Light', yardage_max: 1800 })],
        }),
      ),
    ).toEqual({ r1: 'unchanged' });
    expect(
      await suite.count('activity', `user_id = $1 AND description LIKE 'Resolved a Ravelry%'`, [ann.id]),
    ).toBe(1);
  });

  it("keeps a pattern gone from the provider as the user's own", async () => {
    const ann = suite.harness.user('ann-unlink');
    const [kept] = (await upsert(ann, { source: 'ravelry', entries: [entry('u1'), entry('u2')] })).results;
    await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['u2'] });
    expect((await review(ann)).missing).toMatchObject([{ id: kept.pattern_id, external_id: 'u1' }]);
    const reply = await call('POST', PATTERN_EXTERNAL_REVIEW_API.unlink(kept.pattern_id), {
      token: ann.token,
    });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Flax u1 - Tin Can Knits is now your own: no longer linked to Ravelry' },
    });
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['u2'] }))).toEqual({});
    expect(await patternOf(ann, kept.pattern_id)).toMatchObject({ title: 'Flax u1' });
  });

  it("answers 404 for another user's pattern, or one with nothing to review", async () => {
    const ann = suite.harness.user('ann-review-404');
    const bob = suite.harness.user('bob-review-404');
    const id = await inConflict(ann, 'x1');
    const choices = { choices: { title: 'local', yardage_max: 'local' } };
    expect(
      (await call('POST', PATTERN_EXTERNAL_REVIEW_API.resolve(id), { token: bob.token, body: choices }))
        .status,
    ).toBe(404);
    expect((await call('POST', PATTERN_EXTERNAL_REVIEW_API.unlink(id), { token: ann.token })).status).toBe(
      404,
    );
    expect((await review(bob)).total).toEqual({ conflicts: 0, missing: 0 });
    expect((await call('GET', PATTERN_EXTERNAL_REVIEW_API.review, { token: ann.token })).status).toBe(400);
  });

  describe('hostile resolves', () => {
    let fuzzer: TestUser;
    let bob: TestUser;
    let id = '';
    let bobsMissing = '';
    beforeAll(async () => {
      fuzzer = suite.harness.user('review-fuzzer');
      id = await inConflict(fuzzer, 'z1');
      bob = suite.harness.user('review-fuzz-bob');
      bobsMissing = (await upsert(bob, { source: 'ravelry', entries: [entry('m1')] })).results[0].pattern_id;
      await upsert(bob, { source: 'ravelry', entries: [], present_ids: [] });
    });
    fuzzEndpoint(() => suite.harness, {
      method: 'POST',
      path: () => PATTERN_EXTERNAL_REVIEW_API.resolve(id),
      schema: ExternalResolveInputSchema,
      as: () => ({ token: fuzzer.token }),
      valid: { choices: { title: 'local', yardage_max: 'provider' } },
      maxAccepted: 5,
      runs: 300,
    });
    fuzzEndpoint(() => suite.harness, {
      method: 'POST',
      name: 'POST /patterns/:id/external-unlink (foreign and malformed ids)',
      path: (other) => PATTERN_EXTERNAL_REVIEW_API.unlink(other),
      as: () => ({ token: fuzzer.token }),
      otherIds: () => [bobsMissing, id],
      runs: 300,
    });
    it("left the conflict and the other user's missing pattern as they were", async () => {
      expect((await review(fuzzer)).total).toEqual({ conflicts: 1, missing: 0 });
      expect((await review(bob)).total).toEqual({ conflicts: 0, missing: 1 });
    });
  });
});

describe('hostile pattern batches', () => {
  let fuzzer: TestUser;
  beforeAll(() => {
    fuzzer = suite.harness.user('fuzzer');
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => path,
    schema: PatternExternalSyncInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { source: 'ravelry', entries: [entry('f1')], present_ids: ['f1'] },
    maxAccepted: 40,
    runs: 600,
  });
});
