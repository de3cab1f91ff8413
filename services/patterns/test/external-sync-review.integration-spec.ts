import { PATTERN_EXTERNAL_REVIEW_API } from '@yarn-mgmt/contracts';
import { externalReviewKit, outcomes, type TestUser } from '@yarn-mgmt/testing';
import { entry, patternsSyncKit } from './external-sync-kit.js';
import { patternsSuite } from './helpers.js';

// What the account service's Ravelry sync leaves for the user to decide about patterns (issue 22): conflicts
// resolved field by field, patterns gone from Ravelry kept as the user's own. The upsert itself:
// external-sync.integration-spec.ts.
const suite = patternsSuite('patterns_external_sync_review');
const { call } = suite;
const kit = patternsSyncKit(suite);
const { sync, read: patternOf } = kit;
const api = PATTERN_EXTERNAL_REVIEW_API;

/** A pattern of the user's edited here (title, maximum yardage) and on Ravelry since its import: its id. */
const inConflict = async (user: TestUser, id: string) => {
  const [created] = (await sync(user, [entry(id)])).results;
  await suite.query(`UPDATE patterns SET title = 'My Flax', yardage_max = 1700 WHERE id = $1`, [
    created.pattern_id,
  ]);
  await sync(user, [entry(id, { title: 'Flax Light', yardage_max: 1800 })]);
  return created.pattern_id;
};
const reviews = externalReviewKit(kit, {
  api,
  noun: 'pattern',
  inConflict,
  valid: { choices: { title: 'local', yardage_max: 'provider' } },
});
const { review } = reviews;

describe('the review of what a sync left', () => {
  it('lists a conflict field by field, and keeps each field as chosen', async () => {
    const ann = suite.harness.user('ann-review');
    const { id, conflict } = await reviews.listedConflict(ann, 'r1');
    expect(conflict).toMatchObject({
      id,
      label: 'My Flax - Tin Can Knits',
      external_id: 'r1',
      fields: [
        { name: 'title', label: 'Title', local: 'My Flax', provider: 'Flax Light' },
        { name: 'yardage_max', label: 'Maximum yardage', local: 1700, provider: 1800 },
      ],
    });
    const half = await call('POST', api.resolve(id), {
      token: ann.token,
      body: { choices: { title: 'provider' } },
    });
    expect(half.status).toBe(400);
    expect(JSON.stringify(half.body)).toContain('choices.yardage_max');
    const choices = { title: 'provider', yardage_max: 'local' };
    await reviews.resolves(ann, id, choices, 'Flax Light - Tin Can Knits');
    expect(await patternOf(ann, id)).toMatchObject({ title: 'Flax Light', yardage_max: 1700 });
    // The provider's version is now the last import: the same sync again is no change and no conflict.
    expect(outcomes(await sync(ann, [entry('r1', { title: 'Flax Light', yardage_max: 1800 })]))).toEqual({
      r1: 'unchanged',
    });
    expect(
      await suite.count('activity', `user_id = $1 AND description LIKE 'Resolved a Ravelry%'`, [ann.id]),
    ).toBe(1);
  });

  it("keeps a pattern gone from the provider as the user's own", async () => {
    const ann = suite.harness.user('ann-unlink');
    const [kept] = (await sync(ann, [entry('u1'), entry('u2')])).results;
    await sync(ann, [], ['u2']);
    expect((await review(ann)).missing).toMatchObject([{ id: kept.pattern_id, external_id: 'u1' }]);
    const reply = await call('POST', api.unlink(kept.pattern_id), { token: ann.token });
    expect(reply).toMatchObject({
      status: 200,
      body: { message: 'Flax u1 - Tin Can Knits is now your own: no longer linked to Ravelry' },
    });
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    expect(outcomes(await sync(ann, [], ['u2']))).toEqual({});
    expect(await patternOf(ann, kept.pattern_id)).toMatchObject({ title: 'Flax u1' });
  });

  it("answers 404 for another user's pattern, or one with nothing to review", async () => {
    const ann = suite.harness.user('ann-review-404');
    const bob = suite.harness.user('bob-review-404');
    const id = await inConflict(ann, 'x1');
    const choices = { choices: { title: 'local', yardage_max: 'local' } };
    expect((await call('POST', api.resolve(id), { token: bob.token, body: choices })).status).toBe(404);
    expect((await call('POST', api.unlink(id), { token: ann.token })).status).toBe(404);
    expect((await review(bob)).total).toEqual({ conflicts: 0, missing: 0 });
    expect((await call('GET', api.review, { token: ann.token })).status).toBe(400);
  });

  reviews.fuzzChoices();
});
