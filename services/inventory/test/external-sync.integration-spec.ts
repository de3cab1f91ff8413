import { fuzzSyncBatches, syncBatch } from '@yarn-mgmt/testing';
import { entry, externalSyncKit, outcomes } from './external-sync-kit.js';
import { inventorySuite, yarnBody } from './helpers.js';

// The account service's Ravelry sync writes stash entries through this internal upsert (issue 22).
const suite = inventorySuite('inventory_external_sync');
const { call } = suite;

const kit = externalSyncKit(suite);
const { sync, read: yarnOf } = kit;

describe('the external sync upsert', () => {
  it('creates entries, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const entries = [entry('1'), entry('2', { skeins_total: 0.5, total_yardage: 105 })];
    const first = await kit.retryChangesNothing(ann, entries, ['external_synced_at', 'updated_at']);
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
    const [created] = (await sync(ann, [entry('7')])).results;
    const id = created.yarn_id;
    expect(
      (await call('POST', `/yarn/${id}/use`, { token: ann.token, body: { skeins: 1, yardage: 0 } })).status,
    ).toBe(200);
    const changed = await sync(ann, [entry('7', { skeins_total: 5, total_yardage: 1050, dye_lot: 'L2' })]);
    expect(outcomes(changed)).toEqual({ 7: 'updated' });
    expect(await yarnOf(ann, id)).toMatchObject({
      dye_lot: 'L2',
      skeins_total: 5,
      skeins_remaining: 4,
      total_yardage: 1050,
    });
    // Usage is no local edit of the provider's fields: the next change is taken too.
    expect(outcomes(await sync(ann, [entry('7', { colorway: 'Teal' })]))).toEqual({ 7: 'updated' });
  });

  it('reports a conflict when both sides changed the entry, and overwrites nothing', async () => {
    const ann = suite.harness.user('ann-conflict');
    const [created] = (await sync(ann, [entry('9')])).results;
    const id = created.yarn_id;
    const edited = yarnBody({ ...entry('9'), colorway: 'Renamed here', skeins_remaining: 3 });
    expect((await call('PUT', `/yarn/${id}`, { token: ann.token, body: edited })).status).toBe(200);
    // A local edit alone is kept: the provider did not change.
    expect(outcomes(await sync(ann, [entry('9')]))).toEqual({ 9: 'unchanged' });
    const both = await sync(ann, [entry('9', { dye_lot: 'L9' })]);
    expect(both.results[0]).toMatchObject({
      outcome: 'conflict',
      yarn_id: id,
      local: { colorway: 'Renamed here', dye_lot: 'L1' },
      provider: { colorway: 'Colour 9', dye_lot: 'L9' },
    });
    expect(await yarnOf(ann, id)).toMatchObject({ colorway: 'Renamed here', dye_lot: 'L1' });
    // Still a conflict next time: the last import is still the reference.
    expect(outcomes(await sync(ann, [entry('9', { dye_lot: 'L9' })]))).toEqual({ 9: 'conflict' });
  });

  it('marks entries the provider no longer lists as missing, deleting nothing, and unmarks them if they return', async () => {
    const ann = suite.harness.user('ann-missing');
    await kit.marksMissingUntilListed(ann, (await suite.create(ann.token)).id);
  });

  it("never touches another user's entries, even with the same provider ids", async () => {
    const [ann, bob] = [suite.harness.user('ann-isolation'), suite.harness.user('bob-isolation')];
    await kit.neverTouchesAnotherUser(ann, bob, { colorway: 'Bob' });
  });

  it('takes only a service token of its scope', async () => {
    await kit.takesOnlyItsScope(suite.harness.user('ann-auth'));
  });

  it('answers bad input with field errors', async () => {
    const ann = suite.harness.user('ann-bad');
    const bad = [entry('1', { skeins_total: -1, weight_category: 'Fingering' })];
    await kit.refuses(ann, { ...syncBatch(bad), source: 'etsy' }, 'source');
    await kit.refuses(ann, syncBatch([entry('1'), entry('1')]));
  });
});

fuzzSyncBatches(kit, 'hostile batches');
