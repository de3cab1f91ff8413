import {
  ExternalResolveInputSchema,
  ExternalReviewSchema,
  PROJECT_EXTERNAL_REVIEW_API,
  PROJECT_EXTERNAL_SYNC_API,
  PROJECT_EXTERNAL_SYNC_SCOPE,
  ProjectExternalSyncInputSchema,
  ProjectExternalSyncResponseSchema,
  ProjectSchema,
  USER_DATA_ERASE_SCOPE,
  type ProjectExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { projectsSuite } from './helpers.js';

// The account service's Ravelry sync writes projects through this internal upsert (issue 22).
const suite = projectsSuite('projects_external_sync');
const { call } = suite;
const path = PROJECT_EXTERNAL_SYNC_API.upsert;
const PATTERN_ID = randomUUID();

const serviceToken = (user: TestUser, scope = PROJECT_EXTERNAL_SYNC_SCOPE) =>
  signServiceToken(
    { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
    { service: 'account', scope, userId: user.id },
    { issuer: 'yarn-mgmt' },
  );

const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  external_id: id,
  name: `Flax for Mum ${id}`,
  status: 'active',
  pattern_id: PATTERN_ID,
  pattern_title: 'Flax',
  craft_type: 'knitting',
  size: 'Adult M',
  start_date: '2026-01-05',
  end_date: null,
  progress_percentage: 40,
  notes: 'Notes on project (local test data).',
  recipient: 'Mum',
  photos: [{ url: 'https://images.example/flax.jpg', alt: `Flax for Mum ${id}` }],
  ...overrides,
});

async function upsert(user: TestUser, body: unknown): Promise<ProjectExternalSyncResponse> {
  const reply = await call('POST', path, { token: serviceToken(user), body });
  expect(reply.status).toBe(200);
  return ProjectExternalSyncResponseSchema.parse(reply.body);
}
const outcomes = (response: ProjectExternalSyncResponse) =>
  Object.fromEntries(response.results.map((r) => [r.external_id, r.outcome]));
const projectOf = async (user: TestUser, id: string) => {
  const reply = await call('GET', `/projects/${id}`, { token: user.token });
  expect(reply.status).toBe(200);
  return ProjectSchema.parse(reply.body);
};

describe('the projects external sync upsert', () => {
  it('creates projects linked to their imported pattern, and the same batch twice changes nothing', async () => {
    const ann = suite.harness.user('ann-idempotent');
    const body = {
      source: 'ravelry' as const,
      entries: [entry('1'), entry('2', { pattern_id: null, pattern_title: null, status: 'frogged' })],
    };
    const first = await upsert(ann, body);
    expect(outcomes(first)).toEqual({ 1: 'created', 2: 'created' });
    const rows = () => suite.query(`SELECT * FROM projects WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const before = await rows();
    const second = await upsert(ann, body);
    expect(outcomes(second)).toEqual({ 1: 'unchanged', 2: 'unchanged' });
    expect(second.results.map((r) => r.project_id)).toEqual(first.results.map((r) => r.project_id));
    const stable = (list: Array<Record<string, unknown>>) =>
      list.map(({ external_synced_at: _at, ...row }) => row);
    expect(stable(await rows())).toEqual(stable(before));
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
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('7', { pattern_id: null })] }))
      .results;
    const id = created.project_id;
    await suite.query(`UPDATE projects SET priority = 3 WHERE id = $1`, [id]);
    const changed = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('7', { status: 'completed', progress_percentage: 100, end_date: '2026-03-01' })],
    });
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
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('9')] })).results;
    const id = created.project_id;
    expect(
      (await call('PATCH', `/projects/${id}`, { token: ann.token, body: { notes: 'Edited here' } })).status,
    ).toBe(200);
    expect(outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('9')] }))).toEqual({
      9: 'unchanged',
    });
    const both = await upsert(ann, { source: 'ravelry', entries: [entry('9', { progress_percentage: 60 })] });
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
    await upsert(ann, { source: 'ravelry', entries: [entry('a'), entry('b')] });
    const manual = await suite.create(ann.token);
    const gone = await upsert(ann, { source: 'ravelry', entries: [], present_ids: ['a'] });
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
    const ann = suite.harness.user('ann-isolation');
    const bob = suite.harness.user('bob-isolation');
    const annRows = await upsert(ann, { source: 'ravelry', entries: [entry('1')] });
    const snapshot = () => suite.query(`SELECT * FROM projects WHERE user_id = $1 ORDER BY id`, [ann.id]);
    const before = await snapshot();
    const bobRows = await upsert(bob, {
      source: 'ravelry',
      entries: [entry('1', { name: 'Bob' })],
      present_ids: ['1'],
    });
    expect(outcomes(bobRows)).toEqual({ 1: 'created' });
    expect(await snapshot()).toEqual(before);
    expect(
      (await call('GET', `/projects/${annRows.results[0].project_id}`, { token: bob.token })).status,
    ).toBe(404);
  });

  it('takes only a service token of its scope, and answers a bad batch with field errors', async () => {
    const ann = suite.harness.user('ann-auth');
    const body = { source: 'ravelry', entries: [entry('1')] };
    expect((await call('POST', path, { body })).status).toBe(401);
    expect((await call('POST', path, { token: ann.token, body })).status).toBe(401);
    expect((await call('POST', path, { token: serviceToken(ann, USER_DATA_ERASE_SCOPE), body })).status).toBe(
      403,
    );
    const bad = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'ravelry', entries: [entry('1', { status: 'in_progress', progress_percentage: 140 })] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('progress_percentage');
    const twice = await call('POST', path, {
      token: serviceToken(ann),
      body: { source: 'ravelry', entries: [entry('1'), entry('1')] },
    });
    expect(twice.status).toBe(400);
    expect(await suite.count('projects', 'user_id = $1', [ann.id])).toBe(0);
  });
});

describe('the review of what a sync left', () => {
  const review = async (user: TestUser) => {
    const reply = await call('GET', `${PROJECT_EXTERNAL_REVIEW_API.review}?source=ravelry`, {
      token: user.token,
    });
    expect(reply.status).toBe(200);
    return ExternalReviewSchema.parse(reply.body);
  };
  const inConflict = async (user: TestUser, id: string) => {
    const [created] = (await upsert(user, { source: 'ravelry', entries: [entry(id)] })).results;
    expect(
      (await call('PATCH', `/projects/${created.project_id}`, { token: user.token, body: { notes: 'Mine' } }))
        .status,
    ).toBe(200);
    await upsert(user, {
      source: 'ravelry',
      entries: [entry(id, { status: 'completed', progress_percentage: 100, notes: 'Done on Ravelry' })],
    });
    return created.project_id;
  };

  it('lists a conflict field by field, and keeps each field as chosen (a chosen status is a status move)', async () => {
    const ann = suite.harness.user('ann-review');
    const id = await inConflict(ann, 'r1');
    const listed = await review(ann);
    expect(listed.total).toEqual({ conflicts: 1, missing: 0 });
    expect(listed.conflicts[0]).toMatchObject({
      id,
      label: 'Flax for Mum r1',
      fields: [
        { name: 'status', local: 'active', provider: 'completed' },
        { name: 'progress_percentage', local: 40, provider: 100 },
        { name: 'notes', local: 'Mine', provider: 'Done on Ravelry' },
      ],
    });
    const done = await call('POST', PROJECT_EXTERNAL_REVIEW_API.resolve(id), {
      token: ann.token,
      body: { choices: { status: 'provider', progress_percentage: 'provider', notes: 'local' } },
    });
    expect(done).toMatchObject({
      status: 200,
      body: { id, message: 'Kept your choices for Flax for Mum r1' },
    });
    expect(await projectOf(ann, id)).toMatchObject({
      status: 'completed',
      progress_percentage: 100,
      notes: 'Mine',
    });
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    expect(
      outcomes(
        await upsert(ann, {
          source: 'ravelry',
          entries: [entry('r1', { status: 'completed', progress_percentage: 100, notes: 'Done on Ravelry' })],
        }),
      ),
    ).toEqual({ r1: 'unchanged' });
  });

  it("keeps a project gone from the provider as the user's own, and answers 404 for anything else", async () => {
    const ann = suite.harness.user('ann-unlink');
    const bob = suite.harness.user('bob-unlink');
    const [kept] = (await upsert(ann, { source: 'ravelry', entries: [entry('u1')] })).results;
    await upsert(ann, { source: 'ravelry', entries: [], present_ids: [] });
    expect((await review(ann)).missing).toMatchObject([{ id: kept.project_id, external_id: 'u1' }]);
    expect(
      (await call('POST', PROJECT_EXTERNAL_REVIEW_API.unlink(kept.project_id), { token: bob.token })).status,
    ).toBe(404);
    expect(
      (
        await call('POST', PROJECT_EXTERNAL_REVIEW_API.resolve(kept.project_id), {
          token: ann.token,
          body: { choices: {} },
        })
      ).status,
    ).toBe(404);
    expect(
      (await call('POST', PROJECT_EXTERNAL_REVIEW_API.unlink(kept.project_id), { token: ann.token })).status,
    ).toBe(200);
    expect((await review(ann)).total).toEqual({ conflicts: 0, missing: 0 });
    expect(await projectOf(ann, kept.project_id)).toMatchObject({ name: 'Flax for Mum u1' });
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
      bobsMissing = (await upsert(bob, { source: 'ravelry', entries: [entry('m1')] })).results[0].project_id;
      await upsert(bob, { source: 'ravelry', entries: [], present_ids: [] });
    });
    fuzzEndpoint(() => suite.harness, {
      method: 'POST',
      path: () => PROJECT_EXTERNAL_REVIEW_API.resolve(id),
      schema: ExternalResolveInputSchema,
      as: () => ({ token: fuzzer.token }),
      valid: { choices: { status: 'local', progress_percentage: 'local', notes: 'provider' } },
      maxAccepted: 5,
      runs: 300,
    });
    fuzzEndpoint(() => suite.harness, {
      method: 'POST',
      name: 'POST /projects/:id/external-unlink (foreign and malformed ids)',
      path: (other) => PROJECT_EXTERNAL_REVIEW_API.unlink(other),
      as: () => ({ token: fuzzer.token }),
      otherIds: () => [bobsMissing, id],
      runs: 300,
    });
    it("left the conflict and the other user's missing project as they were", async () => {
      expect((await review(fuzzer)).total).toEqual({ conflicts: 1, missing: 0 });
      expect((await review(bob)).total).toEqual({ conflicts: 0, missing: 1 });
    });
  });
});

describe('hostile project batches', () => {
  let fuzzer: TestUser;
  beforeAll(() => {
    fuzzer = suite.harness.user('fuzzer');
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => path,
    schema: ProjectExternalSyncInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { source: 'ravelry', entries: [entry('f1')], present_ids: ['f1'] },
    maxAccepted: 40,
    runs: 600,
  });
});
