import {
  EXTERNAL_SYNC_INTERNAL_API,
  EXTERNAL_SYNC_SCOPE,
  ExternalSyncInputSchema,
  ExternalSyncResponseSchema,
  INVENTORY_API,
  YarnSchema,
} from '@yarn-mgmt/contracts';
import { externalSyncTestKit } from '@yarn-mgmt/testing';
import type { inventorySuite } from './helpers.js';

export { outcomes } from '@yarn-mgmt/testing';

type Suite = ReturnType<typeof inventorySuite>;

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

/**
 * The account's Ravelry sync as the inventory sees it (issue 22), on the shared kit of every synced kind: its
 * service token, entries and batches (`serviceToken`, `upsert`, `sync`), and the checks they share.
 */
export const externalSyncKit = (suite: Suite) =>
  externalSyncTestKit(suite, {
    path: EXTERNAL_SYNC_INTERNAL_API.upsert,
    scope: EXTERNAL_SYNC_SCOPE,
    input: ExternalSyncInputSchema,
    response: ExternalSyncResponseSchema,
    idField: 'yarn_id',
    table: 'yarn_items',
    entry,
    item: { path: (id) => INVENTORY_API.yarnItem(id), schema: YarnSchema },
  });
