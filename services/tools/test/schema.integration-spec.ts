import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { toolsDataSourceOptions } from '../src/database/data-source.js';

describe('the tools database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(toolsDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
