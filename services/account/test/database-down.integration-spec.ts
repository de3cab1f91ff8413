import { DEFAULT_TEST_DATABASE_URL, queryTestDatabase } from '@yarn-mgmt/testing';
import { PASSWORD, accountSuite } from './account-suite.js';

// Issue 7: with its database unreachable the account service answers a JSON 503, not a 500, and recovers.
const suite = accountSuite('account_db_down');
const server = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const onServer = (sql: string, params: unknown[] = []) => queryTestDatabase(server, sql, params);

describe('a database that cannot be reached', () => {
  it('answers sign-in and sign-up with a clear JSON 503, and works again when the database is back', async () => {
    const ann = { email: 'ann@example.com', password: PASSWORD, first_name: 'Ann', last_name: 'Purl' };
    expect((await suite.register(ann)).status).toBe(201);
    const name = suite.svc.db.name;
    await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await onServer(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      const unavailable = {
        statusCode: 503,
        error: 'The database is unavailable. Please try again shortly.',
        code: 'DATABASE_UNAVAILABLE',
      };
      expect(await suite.login('ann@example.com')).toEqual({ status: 503, body: unavailable });
      expect(await suite.register({ ...ann, email: 'bob@example.com' })).toEqual({
        status: 503,
        body: unavailable,
      });
    } finally {
      await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    expect((await suite.login('ann@example.com')).status).toBe(200);
  });
});
