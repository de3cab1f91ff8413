import {
  ActivityItemSchema,
  ApiErrorSchema,
  ExternalResolveInputSchema,
  ExternalReviewSchema,
  INVENTORY_API,
  YarnSchema,
  type ExternalReview,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import { entry, externalSyncKit, outcomes } from './external-sync-kit.js';
import { inventorySuite, yarnBody } from './helpers.js';

// What the Ravelry sync leaves to the user (issue 22): conflicts resolved field by field, missing entries kept.
const suite = inventorySuite('inventory_external_review');
const { call } = suite;
const { upsert } = externalSyncKit(suite);
const reviewPath = `${INVENTORY_API.externalReview}?source=ravelry`;

const reviewOf = async (user: TestUser): Promise<ExternalReview> => {
  const reply = await call('GET', reviewPath, { token: user.token });
  expect(reply.status).toBe(200);
  return ExternalReviewSchema.parse(reply.body);
};
const yarnOf = async (user: TestUser, id: string) => {
  const reply = await call('GET', INVENTORY_API.yarnItem(id), { token: user.token });
  expect(reply.status).toBe(200);
  return YarnSchema.parse(reply.body);
};
const rowOf = async (id: string) => (await suite.query(`SELECT * FROM yarn_items WHERE id = $1`, [id]))[0];
const errorOf = (body: unknown) => ApiErrorSchema.parse(body);
const resolve = (user: TestUser, id: string, choices: Record<string, unknown>) =>
  call('POST', INVENTORY_API.externalResolve(id), { token: user.token, body: { choices } });
const unlink = (user: TestUser, id: string) =>
  call('POST', INVENTORY_API.externalUnlink(id), { token: user.token });

/** An entry imported from Ravelry, then edited here (colourway) and on Ravelry (the `provider` overrides). */
async function conflictOf(user: TestUser, externalId: string, provider: Record<string, unknown>) {
  const [created] = (await upsert(user, { source: 'ravelry', entries: [entry(externalId)] })).results;
  const id = created.yarn_id;
  const edited = yarnBody({ ...entry(externalId), colorway: 'Renamed here', skeins_remaining: 3 });
  expect((await call('PUT', INVENTORY_API.yarnItem(id), { token: user.token, body: edited })).status).toBe(
    200,
  );
  const both = await upsert(user, { source: 'ravelry', entries: [entry(externalId, provider)] });
  expect(outcomes(both)).toEqual({ [externalId]: 'conflict' });
  return id;
}

describe('conflicts', () => {
  it('keeps the provider version of a conflict and lists both versions of the fields that differ', async () => {
    const ann = suite.harness.user('ann-stored');
    const id = await conflictOf(ann, '9', { dye_lot: 'L9' });
    expect((await rowOf(id)).external_pending).toMatchObject({ colorway: 'Colour 9', dye_lot: 'L9' });
    expect(await reviewOf(ann)).toEqual({
      conflicts: [
        {
          id,
          label: 'Malabrigo Rios - Renamed here',
          external_id: '9',
          source: 'ravelry',
          fields: [
            { name: 'colorway', label: 'Colorway', local: 'Renamed here', provider: 'Colour 9' },
            { name: 'dye_lot', label: 'Dye lot', local: 'L1', provider: 'L9' },
          ],
        },
      ],
      missing: [],
      total: { conflicts: 1, missing: 0 },
    });
    // The provider changed again: the version waiting is the newest.
    await upsert(ann, { source: 'ravelry', entries: [entry('9', { dye_lot: 'L10' })] });
    expect((await reviewOf(ann)).conflicts[0].fields[1]).toMatchObject({ local: 'L1', provider: 'L10' });
    // The provider came round to the edit here: nothing left to decide.
    await upsert(ann, { source: 'ravelry', entries: [entry('9', { colorway: 'Renamed here' })] });
    expect((await rowOf(id)).external_pending).toBeNull();
    expect((await reviewOf(ann)).total).toEqual({ conflicts: 0, missing: 0 });
  });

  it('resolves field by field, keeps the usage deducted, and the next sync is unchanged', async () => {
    const ann = suite.harness.user('ann-resolve');
    const provider = { dye_lot: 'L9', skeins_total: 5, total_yardage: 1050, brand_name: 'Madelinetosh' };
    const id = await conflictOf(ann, '5', provider);
    expect(
      (await call('POST', INVENTORY_API.usage(id), { token: ann.token, body: { skeins: 1, yardage: 0 } }))
        .status,
    ).toBe(200);
    const choices = {
      brand_name: 'provider',
      colorway: 'local',
      dye_lot: 'provider',
      skeins_total: 'provider',
      total_yardage: 'local',
    };
    const reply = await resolve(ann, id, choices);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ id, message: 'Kept your choices for Madelinetosh Rios - Renamed here' });
    const yarn = await yarnOf(ann, id);
    expect(yarn).toMatchObject({
      colorway: 'Renamed here',
      dye_lot: 'L9',
      skeins_total: 5,
      skeins_remaining: 4,
      total_yardage: 630,
    });
    expect(yarn.yarn_line).toMatchObject({ name: 'Rios', brand: { name: 'Madelinetosh' } });
    expect((await reviewOf(ann)).conflicts).toEqual([]);
    const row = await rowOf(id);
    expect(row.external_pending).toBeNull();
    expect(row.external_snapshot).toMatchObject({ brand_name: 'Madelinetosh', colorway: 'Colour 5' });
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('5', provider)] }))).toEqual({
      5: 'unchanged',
    });
    const activity = ActivityItemSchema.array().parse(
      (await call('GET', INVENTORY_API.recentActivity, { token: ann.token })).body,
    );
    expect(activity[0]?.description).toBe(
      'Resolved a Ravelry sync conflict on Madelinetosh Rios - Renamed here',
    );
  });

  it('refuses choices that leave a field out or name one without a conflict, and changes nothing', async () => {
    const ann = suite.harness.user('ann-bad-choices');
    const id = await conflictOf(ann, '3', { dye_lot: 'L3' });
    const before = await rowOf(id);
    const leftOut = await resolve(ann, id, { colorway: 'provider' });
    expect(leftOut.status).toBe(400);
    expect(errorOf(leftOut.body).fieldErrors).toEqual({
      'choices.dye_lot': ['Choose which version to keep'],
    });
    const unknown = await resolve(ann, id, { colorway: 'provider', dye_lot: 'local', notes: 'local' });
    expect(unknown.status).toBe(400);
    expect(errorOf(unknown.body).fieldErrors).toEqual({
      'choices.notes': ['This field has no conflict to resolve'],
    });
    const badValue = await resolve(ann, id, { colorway: 'both', dye_lot: 'local' });
    expect(badValue.status).toBe(400);
    expect(Object.keys(errorOf(badValue.body).fieldErrors ?? {})).toEqual(['choices.colorway']);
    expect(await rowOf(id)).toEqual(before);
  });

  it("answers 404 for another user's entry and for an entry not in conflict", async () => {
    const ann = suite.harness.user('ann-owner');
    const bob = suite.harness.user('bob-intruder');
    const id = await conflictOf(ann, '4', { dye_lot: 'L4' });
    const before = await rowOf(id);
    const choices = { colorway: 'provider', dye_lot: 'provider' };
    const intruder = await resolve(bob, id, choices);
    expect(intruder.status).toBe(404);
    expect(errorOf(intruder.body).error).toBe('This item has no sync conflict to resolve');
    expect((await reviewOf(bob)).conflicts).toEqual([]);
    expect(await rowOf(id)).toEqual(before);
    const plain = await suite.create(ann.token);
    expect((await resolve(ann, plain.id, choices)).status).toBe(404);
    expect((await resolve(ann, 'not-an-id', choices)).status).toBe(404);
  });

  it('asks for the source, and a token', async () => {
    const ann = suite.harness.user('ann-query');
    expect((await call('GET', INVENTORY_API.externalReview, { token: ann.token })).status).toBe(400);
    expect(
      (await call('GET', `${INVENTORY_API.externalReview}?source=etsy`, { token: ann.token })).status,
    ).toBe(400);
    expect((await call('GET', reviewPath)).status).toBe(401);
  });
});

describe('entries no longer on the provider', () => {
  it('are listed, and kept as the user own leave the list, the sync and nothing else', async () => {
    const ann = suite.harness.user('ann-missing');
    const bob = suite.harness.user('bob-missing');
    const sync = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('a'), entry('b', { colorway: 'Azul' })],
    });
    const gone = sync.results[1].yarn_id;
    await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['a'] });
    const review = await reviewOf(ann);
    expect(review.missing).toEqual([
      {
        id: gone,
        label: 'Malabrigo Rios - Azul',
        external_id: 'b',
        source: 'ravelry',
        missing_since: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) as string,
      },
    ]);
    expect(review.total).toEqual({ conflicts: 0, missing: 1 });
    expect((await unlink(bob, gone)).status).toBe(404);
    expect((await unlink(ann, sync.results[0].yarn_id)).status).toBe(404);
    const kept = await unlink(ann, gone);
    expect(kept.status).toBe(200);
    expect(kept.body).toEqual({
      id: gone,
      message: 'Malabrigo Rios - Azul is now your own: no longer linked to Ravelry',
    });
    expect(await rowOf(gone)).toMatchObject({
      external_source: null,
      external_id: null,
      external_missing_at: null,
      colorway: 'Azul',
    });
    expect((await reviewOf(ann)).missing).toEqual([]);
    expect((await unlink(ann, gone)).status).toBe(404);
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['a'] }))).toEqual({});
  });
});

describe('hostile requests to the review', () => {
  let ann: TestUser;
  let conflictId: string;
  let bobsConflict: string;
  let missingId: string;
  beforeAll(async () => {
    ann = suite.harness.user('fuzzer');
    conflictId = await conflictOf(ann, 'f1', { dye_lot: 'F1' });
    bobsConflict = await conflictOf(suite.harness.user('fuzz-bob'), 'f1', { dye_lot: 'F1' });
    missingId = (await upsert(ann, { source: 'ravelry', entries: [entry('f2')] })).results[0].yarn_id;
    await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['f1'] });
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    name: 'POST /yarn/:id/external-resolve',
    path: () => INVENTORY_API.externalResolve(conflictId),
    schema: ExternalResolveInputSchema,
    valid: { choices: { colorway: 'local', dye_lot: 'provider' } },
    as: () => ann,
    maxAccepted: 20,
    runs: 600,
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    name: 'POST /yarn/:id/external-unlink (foreign and malformed ids)',
    path: (id) => INVENTORY_API.externalUnlink(id),
    as: () => ann,
    otherIds: () => [bobsConflict, conflictId],
    runs: 400,
  });
  it('left the missing entry for its owner to keep', async () => {
    expect((await reviewOf(ann)).missing.map((m) => m.id)).toEqual([missingId]);
  });
});
