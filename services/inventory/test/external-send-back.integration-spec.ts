import {
  EXTERNAL_SEND_BACK_API,
  ExternalLocalEditsQuerySchema,
  ExternalLocalEditsResponseSchema,
  ExternalSentInputSchema,
  ExternalSentResponseSchema,
  YarnSchema,
} from '@yarn-mgmt/contracts';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import { entry, externalSyncKit, outcomes } from './external-sync-kit.js';
import { inventorySuite, yarnBody } from './helpers.js';

// Ravelry write-back (issue 22): which linked entries the sync sends, and what the provider took.
const suite = inventorySuite('inventory_external_send_back');
const { call } = suite;
const { serviceToken, upsert } = externalSyncKit(suite);

const edits = async (user: TestUser) => {
  const reply = await call('POST', EXTERNAL_SEND_BACK_API.edits, {
    token: serviceToken(user),
    body: { source: 'ravelry' },
  });
  expect(reply.status).toBe(200);
  return ExternalLocalEditsResponseSchema.parse(reply.body).entries;
};
const sent = async (user: TestUser, entries: unknown[]) => {
  const reply = await call('POST', EXTERNAL_SEND_BACK_API.sent, {
    token: serviceToken(user),
    body: { source: 'ravelry', entries },
  });
  expect(reply.status).toBe(200);
  return ExternalSentResponseSchema.parse(reply.body).recorded;
};
const use = async (user: TestUser, id: string, skeins: number) =>
  expect(
    (await call('POST', `/yarn/${id}/use`, { token: user.token, body: { skeins, yardage: 0 } })).status,
  ).toBe(200);
const yarnOf = async (user: TestUser, id: string) =>
  YarnSchema.parse((await call('GET', `/yarn/${id}`, { token: user.token })).body);

describe('write-back: the entries edited here and what the provider took', () => {
  it('lists nothing after an import, then an entry whose skeins were used or notes written here', async () => {
    const ann = suite.harness.user('ann-edits');
    const { results } = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('1'), entry('2'), entry('3')],
    });
    expect(await edits(ann)).toEqual([]);
    await use(ann, results[0].yarn_id, 1);
    const noted = yarnBody({ ...entry('2'), skeins_remaining: 3, notes: 'For the Flax sweater' });
    expect((await call('PUT', `/yarn/${results[1].yarn_id}`, { token: ann.token, body: noted })).status).toBe(
      200,
    );
    expect(await edits(ann)).toEqual([
      { yarn_id: results[0].yarn_id, external_id: '1', skeins_total: 3, skeins_remaining: 2, notes: null },
      {
        yarn_id: results[1].yarn_id,
        external_id: '2',
        skeins_total: 3,
        skeins_remaining: 3,
        notes: 'For the Flax sweater',
      },
    ]);
    // Another user sees none of them, and cannot record them as sent.
    const bob = suite.harness.user('bob-edits');
    expect(await edits(bob)).toEqual([]);
    expect(await sent(bob, [{ external_id: '1', skeins_total: 3, skeins_remaining: 2, notes: null }])).toBe(
      0,
    );
    expect(await edits(ann)).toHaveLength(2);
  });

  it('once sent, the entry leaves the list and the next sync of the same count changes nothing', async () => {
    const ann = suite.harness.user('ann-sent');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('5')] })).results;
    await use(ann, created.yarn_id, 1);
    const [edit] = await edits(ann);
    const { yarn_id: _id, ...values } = edit;
    expect(await sent(ann, [values])).toBe(1);
    expect(await edits(ann)).toEqual([]);
    // Ravelry now counts the 2 skeins left: read against what it took, that is the 3 here, used 1.
    const next = await upsert(ann, {
      source: 'ravelry',
      entries: [entry('5', { skeins_total: 2, total_yardage: 420 })],
    });
    expect(outcomes(next)).toEqual({ 5: 'unchanged' });
    expect(await yarnOf(ann, created.yarn_id)).toMatchObject({
      skeins_total: 3,
      skeins_remaining: 2,
      total_yardage: 630,
    });
    // A skein added on Ravelry is one more here.
    const more = await upsert(ann, { source: 'ravelry', entries: [entry('5', { skeins_total: 3 })] });
    expect(outcomes(more)).toEqual({ 5: 'updated' });
    expect(await yarnOf(ann, created.yarn_id)).toMatchObject({
      skeins_total: 4,
      skeins_remaining: 3,
      total_yardage: 840,
    });
    expect(
      outcomes(await upsert(ann, { source: 'ravelry', entries: [entry('5', { skeins_total: 3 })] })),
    ).toEqual({
      5: 'unchanged',
    });
    expect(await edits(ann)).toHaveLength(1);
  });

  it('leaves out entries in conflict, and refuses bad input and the wrong caller', async () => {
    const ann = suite.harness.user('ann-conflicted');
    const [created] = (await upsert(ann, { source: 'ravelry', entries: [entry('8')] })).results;
    const edited = yarnBody({ ...entry('8'), colorway: 'Here', skeins_remaining: 1 });
    expect((await call('PUT', `/yarn/${created.yarn_id}`, { token: ann.token, body: edited })).status).toBe(
      200,
    );
    expect(await edits(ann)).toHaveLength(1);
    await upsert(ann, { source: 'ravelry', entries: [entry('8', { dye_lot: 'L8' })] });
    expect(await edits(ann)).toEqual([]);
    const bad = await call('POST', EXTERNAL_SEND_BACK_API.sent, {
      token: serviceToken(ann),
      body: { source: 'etsy', entries: [{ external_id: '', skeins_total: -1, skeins_remaining: 'x' }] },
    });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('skeins_total');
    const asked = (token: string) =>
      call('POST', EXTERNAL_SEND_BACK_API.edits, { token, body: { source: 'ravelry' } });
    expect((await asked(ann.token)).status).toBe(401);
    expect((await asked(serviceToken(ann, 'patterns:external-sync'))).status).toBe(403);
  });
});

describe('hostile input to the write-back acknowledgement', () => {
  let fuzzer: TestUser;
  beforeAll(async () => {
    fuzzer = suite.harness.user('fuzzer-sent');
    await upsert(fuzzer, { source: 'ravelry', entries: [entry('f1')] });
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => EXTERNAL_SEND_BACK_API.sent,
    schema: ExternalSentInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: {
      source: 'ravelry',
      entries: [{ external_id: 'f1', skeins_total: 3, skeins_remaining: 2, notes: 'Used one' }],
    },
    maxAccepted: 40,
    runs: 400,
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => EXTERNAL_SEND_BACK_API.edits,
    schema: ExternalLocalEditsQuerySchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { source: 'ravelry' },
    maxAccepted: 5,
    runs: 300,
  });
});
