import { checkEntitiesAgainstMigrations } from '@yarn-mgmt/testing';
import { projectsDataSourceOptions } from '../src/database/data-source.js';

describe('the projects database', () => {
  it('is what the entities describe once migrated, and every migration undoes', async () => {
    expect(await checkEntitiesAgainstMigrations(projectsDataSourceOptions)).toEqual({
      pending: [],
      leftAfterDown: [],
    });
  });
});
