import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { dealsDataSourceOptions } from '../src/database/data-source.js';

describe('the deals database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(dealsDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
