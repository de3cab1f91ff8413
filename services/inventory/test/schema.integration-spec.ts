import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { inventoryDataSourceOptions } from '../src/database/data-source.js';

describe('the inventory database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(inventoryDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
