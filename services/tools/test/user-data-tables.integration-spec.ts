import { checkUserDataCoverage } from '@yarn-mgmt/testing';
import { toolsDataSourceOptions } from '../src/database/data-source.js';
import { TOOLS_USER_DATA } from '../src/user-data/tools-user-data.js';

/** Every table of the tools service is a user's data: none is listed as not. */
const NOT_USER_DATA = {};

describe("the tools service's user-data export", () => {
  it('names every table the migrations create, but those that hold no user data', async () => {
    expect(await checkUserDataCoverage(toolsDataSourceOptions, TOOLS_USER_DATA, NOT_USER_DATA)).toEqual({
      notCovered: [],
      notInDatabase: [],
      ownedButListed: [],
    });
  });
});
