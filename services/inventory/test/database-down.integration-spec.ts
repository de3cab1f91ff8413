import { DATABASE_UNAVAILABLE_REPLY, repliesAroundDatabaseOutage } from '@yarn-mgmt/testing';
import { inventorySuite } from './helpers.js';

const suite = inventorySuite('inventory_db_down');

describe('a database that cannot be reached', () => {
  it('answers a clear JSON 503, and the service recovers when the database is back', async () => {
    const user = suite.token();
    const replies = await repliesAroundDatabaseOutage(suite.harness.db, () =>
      suite.call('GET', '/yarn', { token: user }),
    );
    expect(replies).toMatchObject({
      before: { status: 200 },
      down: DATABASE_UNAVAILABLE_REPLY,
      after: { status: 200 },
    });
  });
});
