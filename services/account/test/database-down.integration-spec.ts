import { DATABASE_UNAVAILABLE_REPLY } from '@yarn-mgmt/testing';
import { PASSWORD, accountSuite } from './account-suite.js';

// Issue 7: with its database unreachable the account service answers a JSON 503, not a 500, and recovers.
const suite = accountSuite('account_db_down');

describe('a database that cannot be reached', () => {
  it('answers sign-in and sign-up with a clear JSON 503, and works again when the database is back', async () => {
    const ann = { email: 'ann@example.com', password: PASSWORD, first_name: 'Ann', last_name: 'Purl' };
    expect((await suite.register(ann)).status).toBe(201);
    const [login, register] = await suite.svc.db.whileUnreachable(async () => [
      await suite.login('ann@example.com'),
      await suite.register({ ...ann, email: 'bob@example.com' }),
    ]);
    expect(login).toEqual(DATABASE_UNAVAILABLE_REPLY);
    expect(register).toEqual(DATABASE_UNAVAILABLE_REPLY);
    expect((await suite.login('ann@example.com')).status).toBe(200);
  });
});
