import { DEFAULT_TEST_DATABASE_URL, queryTestDatabase } from '@yarn-mgmt/testing';
import { patternsSuite } from './helpers.js';

const suite = patternsSuite('patterns_db_down');
const server = process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
const onServer = (sql: string, params: unknown[] = []) => queryTestDatabase(server, sql, params);

describe('a database that cannot be reached', () => {
  it('answers a clear JSON 503, and the service recovers when the database is back', async () => {
    const user = suite.token();
    const name = suite.harness.db.name;
    expect((await suite.call('GET', '/patterns', { token: user })).status).toBe(200);

    await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
    try {
      await onServer(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()`,
        [name],
      );
      const down = await suite.call('GET', '/patterns', { token: user });
      expect(down).toMatchObject({
        status: 503,
        body: {
          statusCode: 503,
          error: 'The database is unavailable. Please try again shortly.',
          code: 'DATABASE_UNAVAILABLE',
        },
      });
    } finally {
      await onServer(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`);
    }
    expect((await suite.call('GET', '/patterns', { token: user })).status).toBe(200);
  });
});
