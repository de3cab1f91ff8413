import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { patternsDataSourceOptions } from '../src/database/data-source.js';

describe('the patterns database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(patternsDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
