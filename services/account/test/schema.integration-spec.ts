import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { accountDataSourceOptions } from '../src/database/data-source.js';

describe('the account database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(accountDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
