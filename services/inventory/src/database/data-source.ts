import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { ActivityEntity } from '../activity/activity.module.js';
import { CatalogueLineEntity } from '../catalogue/catalogue-line.entity.js';
import { ShoppingListItemEntity } from '../shopping-list/shopping-list-item.entity.js';
import { BrandEntity } from '../yarn/brand.entity.js';
import { UsageIdempotencyKeyEntity } from '../yarn/usage-idempotency-key.entity.js';
import { UsageRecordEntity } from '../yarn/usage-record.entity.js';
import { YarnItemEntity } from '../yarn/yarn-item.entity.js';
import { YarnLineEntity } from '../yarn/yarn-line.entity.js';
import { YarnPhotoEntity } from '../yarn/yarn-photo.entity.js';
import { CreateInventory1763820000000 } from './migrations/1763820000000-CreateInventory.js';
import { UserOwnedBrandsAndLines1763900000000 } from './migrations/1763900000000-UserOwnedBrandsAndLines.js';
import { PhotoCovers1763900000001 } from './migrations/1763900000001-PhotoCovers.js';
import { CreateCatalogue1763900000002 } from './migrations/1763900000002-CreateCatalogue.js';
import { UsageProjects1765000000001 } from './migrations/1765000000001-UsageProjects.js';
import { ExternalLinks1766000000000 } from './migrations/1766000000000-ExternalLinks.js';
import { ExternalPending1766000000001 } from './migrations/1766000000001-ExternalPending.js';
import { ShoppingNeedBy1768300000000 } from './migrations/1768300000000-ShoppingNeedBy.js';
import { YarnCurrency1768500000001 } from './migrations/1768500000001-YarnCurrency.js';
import { ExternalSent1768600000000 } from './migrations/1768600000000-ExternalSent.js';
import { ExternalPhotos1768700000000 } from './migrations/1768700000000-ExternalPhotos.js';
import { UsageIdempotencyKeys1763900000003 } from './migrations/1763900000003-UsageIdempotencyKeys.js';

/** Every table's entity (checked against the migrations by test/schema.integration-spec.ts). */
export const INVENTORY_ENTITIES = [
  BrandEntity,
  YarnLineEntity,
  YarnItemEntity,
  YarnPhotoEntity,
  UsageRecordEntity,
  UsageIdempotencyKeyEntity,
  ShoppingListItemEntity,
  ActivityEntity,
  CatalogueLineEntity,
];

/** The inventory database: its entities and its migrations, in order. */
export function inventoryDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: INVENTORY_ENTITIES,
    migrations: [
      CreateInventory1763820000000,
      UserOwnedBrandsAndLines1763900000000,
      PhotoCovers1763900000001,
      CreateCatalogue1763900000002,
      UsageIdempotencyKeys1763900000003,
      UsageProjects1765000000001,
      ExternalLinks1766000000000,
      ExternalPending1766000000001,
      ShoppingNeedBy1768300000000,
      YarnCurrency1768500000001,
      ExternalSent1768600000000,
      ExternalPhotos1768700000000,
    ],
    applicationName: 'yarn-inventory',
  };
}
