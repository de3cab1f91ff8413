import { checkUserDataCoverage } from '@yarn-mgmt/testing';
import { projectsDataSourceOptions } from '../src/database/data-source.js';
import { PROJECTS_USER_DATA } from '../src/user-data/projects-user-data.js';

/** Every table of the projects service is a user's data: none is listed as not. */
const NOT_USER_DATA = {};

describe("the projects service's user-data export", () => {
  it('names every table the migrations create, but those that hold no user data', async () => {
    expect(await checkUserDataCoverage(projectsDataSourceOptions, PROJECTS_USER_DATA, NOT_USER_DATA)).toEqual(
      {
        notCovered: [],
        notInDatabase: [],
        ownedButListed: [],
      },
    );
  });
});
