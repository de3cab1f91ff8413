import { ApiErrorSchema, YarnSchema } from '@yarn-mgmt/contracts';
import type { TestUser } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { inventorySuite } from './helpers.js';

// Issue 7: a retried Record Usage (same user, same entry, same Idempotency-Key) is recorded once.
const suite = inventorySuite('inventory_usage_keys');
const { count } = suite;
const newUser = () => suite.harness.user(randomUUID());
const create = (user: TestUser, overrides: Record<string, unknown> = {}) =>
  suite.create(user.token, overrides);

const remaining = (reply: { body: unknown }) => YarnSchema.parse(reply.body).skeins_remaining;
const use = (user: TestUser, id: string, key: string | undefined, body = { skeins: 1, yardage: 0 }) =>
  user.call('POST', `/yarn/${id}/use`, {
    body,
    headers: key === undefined ? {} : { 'idempotency-key': key },
  });

describe('POST /yarn/{id}/use with an Idempotency-Key', () => {
  it('records a retried usage once and answers the same entry', async () => {
    const ann = newUser();
    const entry = await create(ann, { skeins_total: 5, skeins_remaining: 5 });
    const first = await use(ann, entry.id, 'retry-1');
    const retry = await use(ann, entry.id, 'retry-1');
    expect([first.status, retry.status]).toEqual([200, 200]);
    expect(YarnSchema.parse(retry.body)).toEqual(YarnSchema.parse(first.body));
    expect(remaining(first)).toBe(4);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count('usage_records', 'yarn_item_id = $1', [entry.id])).toBe(1);
    // Without a key, or with another one, each request is a usage of its own.
    expect(remaining(await use(ann, entry.id, undefined))).toBe(3);
    expect(remaining(await use(ann, entry.id, 'retry-2'))).toBe(2);
    expect(await count('usage_records', 'yarn_item_id = $1', [entry.id])).toBe(3);
  });

  it('records two concurrent requests with the same key once, and both answer the same result', async () => {
    const ann = newUser();
    const entry = await create(ann, { skeins_total: 5, skeins_remaining: 5 });
    const replies = await Promise.all([use(ann, entry.id, 'same'), use(ann, entry.id, 'same')]);
    expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
    expect(replies.map(remaining)).toEqual([4, 4]);
    expect(replies.filter((reply) => reply.headers.get('idempotent-replayed') === 'true')).toHaveLength(1);
    expect(await count('usage_records', 'yarn_item_id = $1', [entry.id])).toBe(1);
    expect(await count('usage_idempotency_keys', 'yarn_item_id = $1', [entry.id])).toBe(1);
  });

  it('scopes a key to its user and entry, and refuses it for a different amount', async () => {
    const ann = newUser();
    const bob = newUser();
    const mine = await create(ann);
    const other = await create(ann);
    const bobs = await create(bob);
    expect((await use(ann, mine.id, 'k')).status).toBe(200);
    expect((await use(ann, other.id, 'k')).headers.get('idempotent-replayed')).toBeNull();
    expect((await use(bob, bobs.id, 'k')).headers.get('idempotent-replayed')).toBeNull();
    expect(await use(ann, mine.id, 'k', { skeins: 2, yardage: 0 })).toMatchObject({
      status: 409,
      body: {
        error: 'This Idempotency-Key was already used for a different usage',
        code: 'USAGE_KEY_REUSED',
      },
    });
    // Bob cannot replay Ann's key on Ann's entry: it is not his entry.
    expect((await use(bob, mine.id, 'k')).status).toBe(404);
    expect(await count('usage_records', 'yarn_item_id = ANY($1)', [[mine.id, other.id, bobs.id]])).toBe(3);
  });

  it('answers a malformed key with a 400 naming the header, and records nothing', async () => {
    const ann = newUser();
    const entry = await create(ann);
    for (const key of ['has space', 'x'.repeat(201), 'caf\u00e9']) {
      const reply = await use(ann, entry.id, key);
      expect(reply.status).toBe(400);
      expect(Object.keys(ApiErrorSchema.parse(reply.body).fieldErrors ?? {})).toEqual(['idempotency-key']);
    }
    expect(await count('usage_records', 'yarn_item_id = $1', [entry.id])).toBe(0);
  });
});
