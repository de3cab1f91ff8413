import { checkUserDataCoverage } from '@yarn-mgmt/testing';
import { accountDataSourceOptions } from '../src/database/data-source.js';
import { ACCOUNT_USER_DATA } from '../src/lifecycle/account-user-data.js';

/** Every table of the account database is a user's data: none is listed as not. */
const NOT_USER_DATA = {};

describe("the account's user data", () => {
  it('names every table the migrations create, in the export or the erase', async () => {
    expect(await checkUserDataCoverage(accountDataSourceOptions, ACCOUNT_USER_DATA, NOT_USER_DATA)).toEqual({
      notCovered: [],
      notInDatabase: [],
      ownedButListed: [],
    });
  });
});
