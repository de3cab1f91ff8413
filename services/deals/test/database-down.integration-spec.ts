import { DATABASE_UNAVAILABLE_REPLY, repliesAroundDatabaseOutage } from '@yarn-mgmt/testing';
import { dealsSuite } from './helpers.js';

const suite = dealsSuite('deals_db_down');

describe('a database that cannot be reached', () => {
  it('answers the deals and the scraper admin with a clear JSON 503, and recovers when the database is back', async () => {
    const deals = await repliesAroundDatabaseOutage(suite.harness.db, () =>
      suite.call('GET', '/deals/active', { token: suite.user().token }),
    );
    expect(deals).toMatchObject({
      before: { status: 200 },
      down: DATABASE_UNAVAILABLE_REPLY,
      after: { status: 200 },
    });
    const targets = await repliesAroundDatabaseOutage(suite.harness.db, () =>
      suite.call('GET', '/scraper/targets', { token: suite.admin().token }),
    );
    expect(targets).toMatchObject({
      before: { status: 200 },
      down: DATABASE_UNAVAILABLE_REPLY,
      after: { status: 200 },
    });
  });
});
