import { checkUserDataCoverage } from '@yarn-mgmt/testing';
import { patternsDataSourceOptions } from '../src/database/data-source.js';
import { PATTERNS_USER_DATA } from '../src/user-data/patterns-user-data.js';

/** The patterns service's tables that are deliberately not part of a user's data, and why. */
const NOT_USER_DATA = {
  // The shared category list: a pattern's category is exported by name and found again by it on import.
  pattern_categories: 'shared reference data',
};

describe("the patterns service's user-data export", () => {
  it('names every table the migrations create, but those that hold no user data', async () => {
    expect(await checkUserDataCoverage(patternsDataSourceOptions, PATTERNS_USER_DATA, NOT_USER_DATA)).toEqual(
      {
        notCovered: [],
        notInDatabase: [],
        ownedButListed: [],
      },
    );
  });
});
