import { YarnSchema } from '@yarn-mgmt/contracts';
import { startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import pg from 'pg';
import { AppModule } from '../src/app.module.js';
import { loadInventoryConfig } from '../src/config/inventory.config.js';
import { yarnBody } from './helpers.js';

// Issue 7: a request stuck behind a lock gives up (lock_timeout) with a 503 and commits nothing later, well
// before the gateway's 10 s proxy timeout.
let svc: ServiceHarness;
beforeAll(async () => {
  svc = await startServiceHarness((env) => AppModule.forRoot(loadInventoryConfig(env)), {
    name: 'inventory_timeouts',
    env: { DATABASE_LOCK_TIMEOUT_MS: '300', DATABASE_STATEMENT_TIMEOUT_MS: '2000' },
  });
});
afterAll(() => svc?.close());

describe('database timeouts', () => {
  it('answers 503 when a row stays locked, records nothing, and works once the lock is gone', async () => {
    const ann = svc.user('ann');
    const entry = YarnSchema.parse((await ann.call('POST', '/yarn', { body: yarnBody() })).body);
    const holder = new pg.Client({ connectionString: svc.db.url });
    await holder.connect();
    try {
      await holder.query('BEGIN');
      await holder.query('SELECT id FROM yarn_items WHERE id = $1 FOR UPDATE', [entry.id]);
      // The lock is held until the answer comes: without the session timeouts (lock 300 ms, statement 2 s) the
      // request would wait for ever.
      const started = Date.now();
      const stuck = await ann.call('POST', `/yarn/${entry.id}/use`, { body: { skeins: 1, yardage: 0 } });
      // Before the gateway's 10 s proxy timeout answers for it (with no word about what was saved).
      expect(Date.now() - started).toBeLessThan(10_000);
      expect(stuck).toMatchObject({
        status: 503,
        body: {
          statusCode: 503,
          code: 'DATABASE_BUSY',
          error: 'The database is busy. Nothing was saved; please try again.',
        },
      });
      await holder.query('ROLLBACK');
    } finally {
      await holder.end();
    }
    expect(await svc.query('SELECT id FROM usage_records WHERE yarn_item_id = $1', [entry.id])).toEqual([]);
    const after = await ann.call('POST', `/yarn/${entry.id}/use`, { body: { skeins: 1, yardage: 0 } });
    expect(YarnSchema.parse(after.body).skeins_remaining).toBe(entry.skeins_remaining - 1);
  });

  it("sets the limits on the service's sessions", async () => {
    const ann = svc.user('ann');
    expect((await ann.call('GET', '/yarn')).status).toBe(200);
    const sessions = await svc.query<{ n: string }>(
      `SELECT count(*) AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = 'yarn-inventory'`,
    );
    expect(Number(sessions[0]?.n)).toBeGreaterThan(0);
  });
});
