import {
  EXTERNAL_SYNC_INTERNAL_API,
  EXTERNAL_SYNC_SCOPE,
  ExternalSyncResponseSchema,
  type ExternalSyncResponse,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import type { TestUser } from '@yarn-mgmt/testing';
import type { inventorySuite } from './helpers.js';

type Suite = ReturnType<typeof inventorySuite>;

/** The account's Ravelry sync as the inventory sees it (issue 22): its service token, entries and batches. */
export function externalSyncKit(suite: Suite) {
  const serviceToken = (user: TestUser, scope = EXTERNAL_SYNC_SCOPE) =>
    signServiceToken(
      { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
      { service: 'account', scope, userId: user.id },
      { issuer: 'yarn-mgmt' },
    );
  /** A batch as the sync sends it (200 expected). */
  const upsert = async (user: TestUser, body: unknown): Promise<ExternalSyncResponse> => {
    const reply = await suite.call('POST', EXTERNAL_SYNC_INTERNAL_API.upsert, {
      token: serviceToken(user),
      body,
    });
    expect(reply.status).toBe(200);
    return ExternalSyncResponseSchema.parse(reply.body);
  };
  return { serviceToken, upsert };
}

/** A Ravelry stash entry: Malabrigo Rios, 3 skeins, 630 yards. */
export const entry = (id: string, overrides: Record<string, unknown> = {}) => ({
  external_id: id,
  brand_name: 'Malabrigo',
  line_name: 'Rios',
  weight_category: 'Worsted',
  fiber_content: '100% Merino Wool',
  colorway: `Colour ${id}`,
  dye_lot: 'L1',
  skeins_total: 3,
  total_yardage: 630,
  ...overrides,
});

export const outcomes = (response: ExternalSyncResponse) =>
  Object.fromEntries(response.results.map((r) => [r.external_id, r.outcome]));
