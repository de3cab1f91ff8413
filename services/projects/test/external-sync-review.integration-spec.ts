import { PROJECT_EXTERNAL_REVIEW_API } from '@yarn-mgmt/contracts';
import { externalReviewKit, outcomes, type TestUser } from '@yarn-mgmt/testing';
import { entry, projectsSyncKit } from './external-sync-kit.js';
import { projectsSuite } from './helpers.js';

// What the account service's Ravelry sync leaves for the user to decide about projects (issue 22): conflicts
// resolved field by field, projects gone from Ravelry kept as the user's own. The upsert itself:
// external-sync.integration-spec.ts.
const suite = projectsSuite('projects_external_sync_review');
const { call } = suite;
const kit = projectsSyncKit(suite);
const { sync, read: projectOf } = kit;
const api = PROJECT_EXTERNAL_REVIEW_API;
const finished = { status: 'completed', progress_percentage: 100, notes: 'Done on Ravelry' };

/** A project of the user's with notes written here and finished on Ravelry since its import: its id. */
const inConflict = async (user: TestUser, id: string) => {
  const [created] = (await sync(user, [entry(id)])).results;
  expect(
    (await call('PATCH', `/projects/${created.project_id}`, { token: user.token, body: { notes: 'Mine' } }))
      .status,
  ).toBe(200);
  await sync(user, [entry(id, finished)]);
  return created.project_id;
};
const reviews = externalReviewKit(kit, {
  api,
  noun: 'project',
  inConflict,
  valid: { choices: { status: 'local', progress_percentage: 'local', notes: 'provider' } },
});
const { review } = reviews;

describe('the review of what a sync left', () => {
  it('lists a conflict field by field, and keeps each field as chosen (a chosen status is a status move)', async () => {
    const ann = suite.harness.user('ann-review');
    const { id, conflict } = await reviews.listedConflict(ann, 'r1');
    expect(conflict).toMatchObject({
      id,
      label: 'Flax for Mum r1',
      fields: [
        { name: 'status', local: 'active', provider: 'completed' },
        { name: 'progress_percentage', local: 40, provider: 100 },
        { name: 'notes', local: 'Mine', provider: 'Done on Ravelry' },
      ],
    });
    const choices = { status: 'provider', progress_percentage: 'provider', notes: 'local' };
    await reviews.resolves(ann, id, choices, 'Flax for Mum r1');
    expect(await projectOf(ann, id)).toMatchObject({
      status: 'completed',
      progress_percentage: 100,
      notes: 'Mine',
    });
    expect(outcomes(await sync(ann, [entry('r1', finished)]))).toEqual({ r1: 'unchanged' });
  });

  it("keeps a project gone from the provider as the user's own, and answers 404 for anything else", async () => {
    const ann = suite.harness.user('ann-unlink');
    const bob = suite.harness.user('bob-unlink');
    const [kept] = (await sync(ann, [entry('u1')])).results;
    await sync(ann, [], []);
    expect((await review(ann)).missing).toMatchObject([{ id: kept.project_id, external_id: 'u1' }]);
    expect((await call('POST', api.unlink(kept.project_id), { token: bob.token })).status).toBe(404);
    expect(
      (await call('POST', api.resolve(kept.project_id), { token: ann.token, body: { choices: {} } })).status,
    ).toBe(404);
    expect((await call('POST', api.unlink(kept.project_id), { token: ann.token })).status).toBe(200);
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    expect(await projectOf(ann, kept.project_id)).toMatchObject({ name: 'Flax for Mum u1' });
  });

  reviews.fuzzChoices();
});
