import type { ServiceDataSourceOptions } from '@yarn-mgmt/nest-kit';
import { CreateInventory1763820000000 } from './migrations/1763820000000-CreateInventory.js';

/**
 * The inventory database: its migrations, in order. The repositories speak raw SQL (filters, row locks, upserts
 * on expression indexes), so there are no TypeORM entities to keep in step with the migrations.
 */
export function inventoryDataSourceOptions(url: string): ServiceDataSourceOptions {
  return {
    url,
    entities: [],
    migrations: [CreateInventory1763820000000],
    applicationName: 'yarn-inventory',
  };
}
