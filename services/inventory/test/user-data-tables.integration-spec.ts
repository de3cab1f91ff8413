import { checkUserDataCoverage } from '@yarn-mgmt/testing';
import { inventoryDataSourceOptions } from '../src/database/data-source.js';
import { INVENTORY_USER_DATA } from '../src/user-data/inventory-user-data.js';

/** The inventory's tables that are deliberately not part of a user's data, and why. */
const NOT_USER_DATA = {
  // The shared yarn catalogue the stash form suggests from: the same rows for every user, owned by none.
  catalogue_lines: 'shared reference data',
};

describe("the inventory's user-data export", () => {
  it('names every table the migrations create, but those that hold no user data', async () => {
    expect(
      await checkUserDataCoverage(inventoryDataSourceOptions, INVENTORY_USER_DATA, NOT_USER_DATA),
    ).toEqual({ notCovered: [], notInDatabase: [], ownedButListed: [] });
  });
});
