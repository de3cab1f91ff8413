import { PHOTO_MAX_BYTES } from '@yarn-mgmt/contracts';
import type { UserDataSpec } from '@yarn-mgmt/nest-kit/user-data';
import { INVENTORY_CONFIG, type InventoryConfig } from '../config/inventory.config.js';

/**
 * The inventory's part of a user's data: brands and lines (the user's own copies), stash entries, their photos
 * (files), usage, the shopping list and activity. Usage recorded from a project names it by id: relinked once the
 * projects part is imported. Idempotency keys are bookkeeping: erased, never exported.
 */
export const INVENTORY_USER_DATA: UserDataSpec = {
  service: 'inventory',
  tables: [
    // A brand or line the account still has (its stash emptied, the names left) is reused, not a conflict.
    { table: 'brands', mergeOn: ['name'] },
    { table: 'yarn_lines', refs: { brand_id: 'brands' }, mergeOn: ['brand_id', 'name'] },
    // An entry a Ravelry sync brought in and the account still has is that entry (its photos and usage with it).
    {
      table: 'yarn_items',
      refs: { yarn_line_id: 'yarn_lines' },
      providerLink: ['external_source', 'external_id'],
    },
    {
      table: 'yarn_photos',
      refs: { yarn_item_id: 'yarn_items' },
      // Checked as an upload is: an image by its bytes, at most 10 MB, within the user's storage_limit.
      file: {
        column: 'storage_key',
        key: (userId, rowId) => `${userId}/${rowId}`,
        accept: 'image',
        maxBytes: PHOTO_MAX_BYTES,
        typeColumn: 'mime_type',
        sizeColumn: 'size_bytes',
        quota: {
          config: INVENTORY_CONFIG,
          limitBytes: (config: InventoryConfig) => config.STORAGE_LIMIT_BYTES,
        },
      },
    },
    { table: 'usage_records', refs: { yarn_item_id: 'yarn_items' }, external: { project_id: 'projects' } },
    { table: 'shopping_list_items', refs: { yarn_item_id: 'yarn_items' } },
    { table: 'activity' },
  ],
  eraseOnly: ['usage_idempotency_keys'],
};
