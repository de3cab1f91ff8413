import { fuzzSyncBatches, outcomes, syncBatch } from '@yarn-mgmt/testing';
import { PATTERN_ID, entry, projectsSyncKit } from './external-sync-kit.js';
import { projectsSuite } from './helpers.js';

// The account service's Ravelry sync writes projects through this internal upsert (issue 22).
// What a sync leaves to review: external-sync-review.integration-spec.ts.
const suite = projectsSuite('projects_external_sync');
const { call } = suite;
const kit = projectsSyncKit(suite);
const { sync, read: projectOf } = kit;

describe('the projects external sync upsert', () => {
  it('creates projects linked to their imported pattern, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const first = await kit.retryChangesNothing(ann, [
      entry('1'),
      entry('2', { pattern_id: null, pattern_title: null, status: 'frogged' }),
    ]);
    expect(await projectOf(ann, first.results[0].project_id)).toMatchObject({
      name: 'Flax for Mum 1',
      status: 'active',
      pattern_id: PATTERN_ID,
      pattern_name: 'Flax',
      progress_percentage: 40,
      start_date: '2026-01-05',
      recipient: 'Mum',
      notes: 'Notes on project (local test data).',
    });
    expect(await projectOf(ann, first.results[1].project_id)).toMatchObject({
      status: 'frogged',
      pattern_id: null,
    });
  });

  it('updates what the provider changed: a finished project is completed, and a pattern imported later is linked', async () => {
    const ann = suite.harness.user('ann-update');
    const [created] = (await sync(ann, [entry('7', { pattern_id: null })])).results;
    const id = created.project_id;
    await suite.query(`UPDATE projects SET priority = 3 WHERE id = $1`, [id]);
    const changed = await sync(ann, [
      entry('7', { status: 'completed', progress_percentage: 100, end_date: '2026-03-01' }),
    ]);
    expect(outcomes(changed)).toEqual({ 7: 'updated' });
    expect(await projectOf(ann, id)).toMatchObject({
      status: 'completed',
      progress_percentage: 100,
      end_date: '2026-03-01',
      pattern_id: PATTERN_ID,
      priority: 'high',
    });
    const activity = await suite.query<{ description: string }>(
      `SELECT description FROM activity WHERE user_id = $1 ORDER BY created_at`,
      [ann.id],
    );
    expect(activity.map((row) => row.description)).toEqual([
      'Synced 1 project from Ravelry',
      'Completed project "Flax for Mum 7"',
      'Synced 1 project from Ravelry',
    ]);
  });

  it('reports a conflict when both sides changed a project, keeps the provider version pending, and overwrites nothing', async () => {
    const ann = suite.harness.user('ann-conflict');
    const [created] = (await sync(ann, [entry('9')])).results;
    const id = created.project_id;
    expect(
      (await call('PATCH', `/projects/${id}`, { token: ann.token, body: { notes: 'Edited here' } })).status,
    ).toBe(200);
    expect(outcomes(await sync(ann, [entry('9')]))).toEqual({ 9: 'unchanged' });
    const both = await sync(ann, [entry('9', { progress_percentage: 60 })]);
    expect(both.results[0]).toMatchObject({
      outcome: 'conflict',
      project_id: id,
      local: { notes: 'Edited here', progress_percentage: 40 },
      provider: { notes: 'Notes on project (local test data).', progress_percentage: 60 },
    });
    expect(await projectOf(ann, id)).toMatchObject({ notes: 'Edited here', progress_percentage: 40 });
    const [row] = await suite.query<{ pending: { progress_percentage: number } }>(
      `SELECT external_pending AS pending FROM projects WHERE id = $1`,
      [id],
    );
    expect(row.pending).toMatchObject({ progress_percentage: 60 });
  });

  it('marks projects the provider no longer lists as missing, deleting nothing', async () => {
    const ann = suite.harness.user('ann-missing');
    await sync(ann, [entry('a'), entry('b')]);
    const manual = await suite.create(ann.token);
    const gone = await sync(ann, [], ['a']);
    expect(outcomes(gone)).toEqual({ b: 'missing' });
    expect(await suite.count('projects', 'user_id = $1', [ann.id])).toBe(3);
    expect(
      await suite.count(
        'projects',
        `user_id = $1 AND external_missing_at IS NOT NULL AND external_id = 'b'`,
        [ann.id],
      ),
    ).toBe(1);
    expect((await call('GET', `/projects/${manual.id}`, { token: ann.token })).status).toBe(200);
  });

  it("never touches another user's projects, even with the same provider ids", async () => {
    const [ann, bob] = [suite.harness.user('ann-isolation'), suite.harness.user('bob-isolation')];
    await kit.neverTouchesAnotherUser(ann, bob, { name: 'Bob' });
  });

  it('takes only a service token of its scope, and answers a bad batch with field errors', async () => {
    const ann = suite.harness.user('ann-auth');
    await kit.takesOnlyItsScope(ann);
    const bad = [entry('1', { status: 'in_progress', progress_percentage: 140 })];
    await kit.refuses(ann, syncBatch(bad), 'progress_percentage');
    await kit.refuses(ann, syncBatch([entry('1'), entry('1')]));
    expect(await suite.count('projects', 'user_id = $1', [ann.id])).toBe(0);
  });
});

fuzzSyncBatches(kit, 'hostile project batches');
