import pg from 'pg';
import { patternBody, patternsSuite } from './helpers.js';

// A change stuck behind a lock gives up (lock_timeout) with a 503 and commits nothing later, well before the
// gateway's 10 s proxy timeout.
const suite = patternsSuite('patterns_timeouts', {
  DATABASE_LOCK_TIMEOUT_MS: '300',
  DATABASE_STATEMENT_TIMEOUT_MS: '2000',
});

describe('database timeouts', () => {
  it('answers 503 when a pattern stays locked, records nothing, and works once the lock is gone', async () => {
    const user = suite.token();
    const pattern = await suite.create(user);
    const activity = await suite.count('activity');
    const holder = new pg.Client({ connectionString: suite.harness.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM patterns WHERE id = $1 FOR UPDATE', [pattern.id]);
      // The lock is held until the answer comes: without the session timeouts (lock 300 ms, statement 2 s) the
      // change would wait for ever.
      const started = Date.now();
      const stuck = await suite.call('PUT', `/patterns/${pattern.id}`, {
        token: user,
        body: patternBody({ title: 'Renamed' }),
      });
      // Before the gateway's 10 s proxy timeout answers for it (with no word about what was saved).
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(stuck).toMatchObject({
        status: 503,
        body: { code: 'DATABASE_BUSY', error: 'The database is busy. Nothing was saved; please try again.' },
      });
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect(await suite.count('activity')).toBe(activity);
    expect(await suite.count('patterns', "title = 'Renamed'")).toBe(0);
    const after = await suite.call('PUT', `/patterns/${pattern.id}`, {
      token: user,
      body: patternBody({ title: 'Renamed' }),
    });
    expect(after).toMatchObject({ status: 200, body: { title: 'Renamed' } });
  });
});
