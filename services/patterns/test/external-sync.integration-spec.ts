import { fuzzSyncBatches, outcomes, syncBatch } from '@yarn-mgmt/testing';
import { entry, patternsSyncKit } from './external-sync-kit.js';
import { patternBody, patternsSuite } from './helpers.js';

// The account service's Ravelry sync writes library and favourite patterns through this internal upsert (issue 22).
// What a sync leaves to review: external-sync-review.integration-spec.ts.
const suite = patternsSuite('patterns_external_sync');
const { call } = suite;
const kit = patternsSyncKit(suite);
const { sync, read: patternOf } = kit;

describe('the patterns external sync upsert', () => {
  it('creates patterns with their Ravelry fields, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const first = await kit.retryChangesNothing(ann, [
      entry('1'),
      entry('2', { is_favorite: true, is_free: false, price: 6, currency: 'USD' }),
    ]);
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
    const [created] = (await sync(ann, [entry('7')])).results;
    const id = created.pattern_id;
    await suite.query(`UPDATE patterns SET personal_notes = 'Knit it in blue' WHERE id = $1`, [id]);
    const changed = await sync(ann, [
      entry('7', { title: 'Flax Light', ravelry_rating: 4.9, is_favorite: true }),
    ]);
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
    const [created] = (await sync(ann, [entry('9')])).results;
    const id = created.pattern_id;
    const mine = patternBody({ ...entry('9'), title: 'My Flax', external_id: undefined, tags: ['mine'] });
    delete (mine as Record<string, unknown>).external_id;
    delete (mine as Record<string, unknown>).ravelry_rating;
    delete (mine as Record<string, unknown>).ravelry_rating_count;
    expect((await call('PUT', `/patterns/${id}`, { token: ann.token, body: mine })).status).toBe(200);
    // A local edit alone is kept: the provider did not change.
    expect(outcomes(await sync(ann, [entry('9')]))).toEqual({ 9: 'unchanged' });
    const both = await sync(ann, [entry('9', { yardage_max: 1800 })]);
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
    await kit.marksMissingUntilListed(ann, (await suite.create(ann.token)).id);
  });

  it("never touches another user's patterns, even with the same provider ids", async () => {
    const [ann, bob] = [suite.harness.user('ann-isolation'), suite.harness.user('bob-isolation')];
    await kit.neverTouchesAnotherUser(ann, bob, { title: 'Bob' });
  });

  it('takes only a service token of its scope', async () => {
    await kit.takesOnlyItsScope(suite.harness.user('ann-auth'));
  });

  it('answers a bad batch with field errors', async () => {
    const ann = suite.harness.user('ann-bad');
    const bad = [entry('1', { ravelry_rating: 7, category: 'Cowl' })];
    await kit.refuses(ann, { ...syncBatch(bad), source: 'etsy' }, 'source', 'category');
    await kit.refuses(ann, syncBatch([entry('1'), entry('1')]));
    await kit.refuses(ann, syncBatch(Array.from({ length: 51 }, (_, i) => entry(String(i)))));
    expect(await suite.count('patterns', 'user_id = $1', [ann.id])).toBe(0);
  });
});

fuzzSyncBatches(kit, 'hostile pattern batches');
