import { dataSourceOptions } from './data-source.js';
import { databaseTimeouts } from './timeouts.js';

describe('database timeouts', () => {
  it('default below the gateway timeout (10 s) and follow the environment', () => {
    expect(databaseTimeouts({})).toEqual({ statementMs: 5_000, lockMs: 3_000, idleInTransactionMs: 5_000 });
    expect(databaseTimeouts({ DATABASE_LOCK_TIMEOUT_MS: '750' }).lockMs).toBe(750);
    expect(() => databaseTimeouts({ DATABASE_STATEMENT_TIMEOUT_MS: 'postgres://secret' })).toThrow(
      'Invalid database timeout setting: DATABASE_STATEMENT_TIMEOUT_MS',
    );
  });

  it('are set on every connection of the pool, overridable per service', () => {
    const options = dataSourceOptions({
      url: 'postgres://127.0.0.1/x',
      entities: [],
      migrations: [],
      timeouts: { lockMs: 500 },
    });
    expect(options.extra).toMatchObject({
      statement_timeout: 5_000,
      lock_timeout: 500,
      idle_in_transaction_session_timeout: 5_000,
    });
  });
});
