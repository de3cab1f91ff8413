import { expect } from '@jest/globals';
import { USER_DATA_ERASE_SCOPE } from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import type { z } from 'zod';
import type { ServiceHarness, TestUser } from './service-harness.js';
import type { SuiteCall } from './service-suite.js';

/** One row's answer in a sync batch's reply: its provider id and what became of it. */
export interface SyncResult {
  external_id: string;
  outcome: string;
}

/** A provider entry as a spec builds it (`entry('7', { dye_lot: 'L2' })`). */
export type SyncEntry = Record<string, unknown>;

/** What the external-sync specs need of a service's suite (the one serviceSuite gives). */
export interface ExternalSyncSuite {
  readonly harness: ServiceHarness;
  call: SuiteCall;
  query: <R extends Record<string, unknown>>(sql: string, params?: unknown[]) => Promise<R[]>;
  count: (table: string, where?: string, params?: unknown[]) => Promise<number>;
}

type ResultOf<S extends z.ZodType<{ results: SyncResult[] }>> = z.output<S>['results'][number];

/**
 * One service's side of the account's Ravelry sync (issue 22), as its contracts name it: the internal upsert and
 * the scope of its service token, the batch's and the answer's schemas, and the rows it writes.
 */
export interface ExternalSyncContract<S extends z.ZodType<{ results: SyncResult[] }>, Item> {
  /** The internal upsert (`PATTERN_EXTERNAL_SYNC_API.upsert`). */
  path: string;
  /** The scope of the account service's token for it (`PATTERN_EXTERNAL_SYNC_SCOPE`). */
  scope: string;
  /** The batch's contract: what fuzzSyncBatches derives its payloads from. */
  input: z.ZodType;
  /** The answer's contract. */
  response: S;
  /** The field of each result that holds the row's id (`pattern_id`). */
  idField: keyof ResultOf<S> & string;
  /** The service's table of synced rows (with `user_id`, `external_id` and `external_missing_at`). */
  table: string;
  /** A provider entry with its id and overrides. */
  entry: (id: string, overrides?: Record<string, unknown>) => SyncEntry;
  /** A row as its owner reads it: the GET path of an id and the answer's contract. */
  item: { path: (id: string) => string; schema: z.ZodType<Item> };
}

/** A sync answer as `{ [external_id]: outcome }`. */
export const outcomes = (response: { results: SyncResult[] }) =>
  Object.fromEntries(response.results.map((r) => [r.external_id, r.outcome]));

/** A batch as the sync sends it: Ravelry's entries, and with the last batch every id the provider still lists. */
export const syncBatch = (entries: SyncEntry[], presentIds?: string[]) => ({
  source: 'ravelry' as const,
  entries,
  ...(presentIds ? { present_ids: presentIds } : {}),
});

/**
 * The account's Ravelry sync as one service sees it (issue 22): its service token, its batches, and the checks
 * every synced kind shares (stash entries, patterns, projects). Each service keeps its own assertions.
 */
export function externalSyncTestKit<S extends z.ZodType<{ results: SyncResult[] }>, Item>(
  suite: ExternalSyncSuite,
  contract: ExternalSyncContract<S, Item>,
) {
  type Answer = z.output<S>;
  const { path, table, entry, item } = contract;
  const call: SuiteCall = (...args) => suite.call(...args);

  const serviceToken = (user: TestUser, scope = contract.scope) =>
    signServiceToken(
      { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
      { service: 'account', scope, userId: user.id },
      { issuer: 'yarn-mgmt' },
    );
  /** A batch as the sync sends it (200 expected), its answer parsed. */
  const upsert = async (user: TestUser, body: unknown): Promise<Answer> => {
    const reply = await call('POST', path, { token: serviceToken(user), body });
    expect(reply.status).toBe(200);
    return contract.response.parse(reply.body);
  };
  /** `upsert` of syncBatch(entries, presentIds). */
  const sync = (user: TestUser, entries: SyncEntry[], presentIds?: string[]) =>
    upsert(user, syncBatch(entries, presentIds));
  /** The row id of one result. */
  const idOf = (result: ResultOf<S>) => String(result[contract.idField]);
  /** `sync`, answering the row ids. */
  const syncedIds = async (user: TestUser, entries: SyncEntry[], presentIds?: string[]) =>
    (await sync(user, entries, presentIds)).results.map(idOf);
  /** A row as its owner reads it (200 expected). */
  const read = async (user: TestUser, id: string): Promise<Item> => {
    const reply = await call('GET', item.path(id), { token: user.token });
    expect(reply.status).toBe(200);
    return item.schema.parse(reply.body);
  };
  /** Every row of the user's, as stored. */
  const rowsOf = (user: TestUser) =>
    suite.query(`SELECT * FROM ${table} WHERE user_id = $1 ORDER BY id`, [user.id]);

  /**
   * A retried batch is counted once: each entry is created, and the same batch again is `unchanged` with the same
   * ids and the same rows (but for the `ignored` columns), none added. Answers the first batch's reply.
   */
  async function retryChangesNothing(user: TestUser, entries: SyncEntry[], ignored = ['external_synced_at']) {
    const each = (outcome: string) =>
      Object.fromEntries(entries.map((e) => [String(e.external_id), outcome]));
    const first = await sync(user, entries);
    expect(outcomes(first)).toEqual(each('created'));
    const before = await rowsOf(user);
    const second = await sync(user, entries);
    expect(outcomes(second)).toEqual(each('unchanged'));
    expect(second.results.map(idOf)).toEqual(first.results.map(idOf));
    const after = await rowsOf(user);
    const stable = (rows: Array<Record<string, unknown>>) =>
      rows.map((row) => Object.fromEntries(Object.entries(row).filter(([key]) => !ignored.includes(key))));
    expect(stable(after)).toEqual(stable(before));
    expect(after).toHaveLength(entries.length);
    return first;
  }

  /**
   * Another user's rows are never touched: Bob's batch with Ann's provider ids (and `change`d) creates his own
   * rows, leaves every one of Ann's as it was, and Bob cannot read hers.
   */
  async function neverTouchesAnotherUser(ann: TestUser, bob: TestUser, change: Record<string, unknown>) {
    const annRows = await sync(ann, [entry('1'), entry('2')]);
    const before = await rowsOf(ann);
    const bobRows = await sync(bob, [entry('1', change)], ['1']);
    expect(outcomes(bobRows)).toEqual({ 1: 'created' });
    expect(idOf(bobRows.results[0])).not.toBe(idOf(annRows.results[0]));
    expect(await rowsOf(ann)).toEqual(before);
    expect((await call('GET', item.path(idOf(annRows.results[0])), { token: bob.token })).status).toBe(404);
  }

  /** A wrong caller is refused: no token or a user's is 401, a service token of another scope 403; no row written. */
  async function takesOnlyItsScope(user: TestUser) {
    const body = syncBatch([entry('1')]);
    expect((await call('POST', path, { body })).status).toBe(401);
    expect((await call('POST', path, { token: user.token, body })).status).toBe(401);
    const wrongScope = serviceToken(user, USER_DATA_ERASE_SCOPE);
    expect((await call('POST', path, { token: wrongScope, body })).status).toBe(403);
    expect(await suite.count(table, 'user_id = $1', [user.id])).toBe(0);
  }

  /** A batch the contract refuses, from the sync's own token: 400, the errors naming each of `mentions`. */
  async function refuses(user: TestUser, body: unknown, ...mentions: string[]) {
    const reply = await call('POST', path, { token: serviceToken(user), body });
    expect(reply.status).toBe(400);
    for (const mention of mentions) expect(JSON.stringify(reply.body)).toContain(mention);
  }

  /**
   * Rows the provider no longer lists are reported and marked missing, none deleted and the user's own row
   * (`ownId`, never synced) untouched; a row listed again is unmarked.
   */
  async function marksMissingUntilListed(user: TestUser, ownId: string) {
    await sync(user, [entry('a'), entry('b'), entry('c')]);
    const gone = await sync(user, [entry('a')], ['a', 'c']);
    expect(outcomes(gone)).toEqual({ a: 'unchanged', b: 'missing' });
    const marked = await suite.query<{ external_id: string | null; missing: boolean }>(
      `SELECT external_id, external_missing_at IS NOT NULL AS missing FROM ${table} WHERE user_id = $1
       ORDER BY external_id`,
      [user.id],
    );
    expect(marked).toEqual([
      { external_id: 'a', missing: false },
      { external_id: 'b', missing: true },
      { external_id: 'c', missing: false },
      { external_id: null, missing: false },
    ]);
    expect((await call('GET', item.path(ownId), { token: user.token })).status).toBe(200);
    expect(outcomes(await sync(user, [entry('b')]))).toEqual({ b: 'unchanged' });
    expect(await suite.count(table, 'user_id = $1 AND external_missing_at IS NOT NULL', [user.id])).toBe(0);
  }

  return {
    suite,
    contract,
    serviceToken,
    upsert,
    sync,
    syncedIds,
    idOf,
    read,
    rowsOf,
    retryChangesNothing,
    neverTouchesAnotherUser,
    takesOnlyItsScope,
    refuses,
    marksMissingUntilListed,
  };
}
