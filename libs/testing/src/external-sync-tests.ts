import { beforeAll, describe, expect, it } from '@jest/globals';
import { ExternalResolveInputSchema, ExternalReviewSchema, type ExternalReview } from '@yarn-mgmt/contracts';
import type { z } from 'zod';
import type { ExternalSyncSuite, SyncEntry } from './external-sync-kit.js';
import { fuzzEndpoint } from './fuzz/fuzz-endpoint.js';
import type { TestUser } from './service-harness.js';

/** What these tests need of an externalSyncTestKit. */
export interface SyncTestsKit {
  suite: ExternalSyncSuite;
  contract: { path: string; input: z.ZodType; entry: (id: string) => SyncEntry };
  serviceToken: (user: TestUser) => string;
  syncedIds: (user: TestUser, entries: SyncEntry[], presentIds?: string[]) => Promise<string[]>;
}

/**
 * Hostile batches on the internal upsert, from the sync's own token: 600 the batch contract refuses (each 4xx,
 * no row changed) and up to 40 it accepts (none a 5xx).
 */
export function fuzzSyncBatches(kit: SyncTestsKit, title: string): void {
  describe(title, () => {
    let fuzzer: TestUser;
    beforeAll(() => {
      fuzzer = kit.suite.harness.user('fuzzer');
    });
    fuzzEndpoint(() => kit.suite.harness, {
      method: 'POST',
      path: () => kit.contract.path,
      schema: kit.contract.input,
      as: () => ({ token: kit.serviceToken(fuzzer) }),
      valid: { source: 'ravelry', entries: [kit.contract.entry('f1')], present_ids: ['f1'] },
      maxAccepted: 40,
      runs: 600,
    });
  });
}

/** A kind's review of what a sync left (`PATTERN_EXTERNAL_REVIEW_API`). */
export interface ExternalReviewApi {
  review: string;
  resolve: (id: string) => string;
  unlink: ((id: string) => string) & { route: string };
}

export interface ExternalReviewOptions {
  api: ExternalReviewApi;
  /** What a row is called in a test's name: 'pattern'. */
  noun: string;
  /** A row of the user's in conflict (synced with this provider id, edited here and on Ravelry): its id. */
  inConflict: (user: TestUser, externalId: string) => Promise<string>;
  /** Choices for every field of that conflict. */
  valid: { choices: Record<string, 'local' | 'provider'> };
}

/**
 * A kind's review of what the Ravelry sync left (issue 22), the same for patterns and projects: the user's review,
 * a conflict as it lists it, a resolve that leaves nothing to review, and hostile resolves and unlinks.
 */
export function externalReviewKit(
  kit: SyncTestsKit,
  { api, noun, inConflict, valid }: ExternalReviewOptions,
) {
  const { call } = kit.suite;
  /** The user's review (200 expected). */
  const review = async (user: TestUser): Promise<ExternalReview> => {
    const reply = await call('GET', `${api.review}?source=ravelry`, { token: user.token });
    expect(reply.status).toBe(200);
    return ExternalReviewSchema.parse(reply.body);
  };
  /** A new conflict (inConflict's) as the review lists it: the only one, nothing missing. */
  const listedConflict = async (user: TestUser, externalId: string) => {
    const id = await inConflict(user, externalId);
    const listed = await review(user);
    expect(listed.total).toEqual({ conflicts: 1, missing: 0 });
    return { id, conflict: listed.conflicts[0] };
  };
  /** The conflict resolved with these choices (200, the row's `label` in the message): nothing left to review. */
  const resolves = async (user: TestUser, id: string, choices: Record<string, string>, label: string) => {
    const done = await call('POST', api.resolve(id), { token: user.token, body: { choices } });
    expect(done).toMatchObject({ status: 200, body: { id, message: `Kept your choices for ${label}` } });
    expect((await review(user)).total).toEqual({ conflicts: 0, missing: 0 });
  };

  /**
   * Hostile resolves of a conflict and unlinks of foreign or malformed ids: each refused, and afterwards the
   * conflict and another user's missing row are still there to review.
   */
  const fuzzChoices = () =>
    describe('hostile resolves', () => {
      let fuzzer: TestUser;
      let bob: TestUser;
      let id = '';
      let bobsMissing = '';
      beforeAll(async () => {
        fuzzer = kit.suite.harness.user('review-fuzzer');
        id = await inConflict(fuzzer, 'z1');
        bob = kit.suite.harness.user('review-fuzz-bob');
        [bobsMissing] = await kit.syncedIds(bob, [kit.contract.entry('m1')]);
        await kit.syncedIds(bob, [], []);
      });
      fuzzEndpoint(() => kit.suite.harness, {
        method: 'POST',
        path: () => api.resolve(id),
        schema: ExternalResolveInputSchema,
        as: () => ({ token: fuzzer.token }),
        valid,
        maxAccepted: 5,
        runs: 300,
      });
      fuzzEndpoint(() => kit.suite.harness, {
        method: 'POST',
        name: `POST ${api.unlink.route} (foreign and malformed ids)`,
        path: (other) => api.unlink(other),
        as: () => ({ token: fuzzer.token }),
        otherIds: () => [bobsMissing, id],
        runs: 300,
      });
      it(`left the conflict and the other user's missing ${noun} as they were`, async () => {
        expect((await review(fuzzer)).total).toEqual({ conflicts: 1, missing: 0 });
        expect((await review(bob)).total).toEqual({ conflicts: 0, missing: 1 });
      });
    });

  return { api, review, listedConflict, resolves, fuzzChoices };
}
