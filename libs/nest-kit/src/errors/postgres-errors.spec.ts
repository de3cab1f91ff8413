import { DataSource } from 'typeorm';
import { AllExceptionsFilter } from './all-exceptions.filter.js';
import { DATABASE_ERROR_MESSAGES } from './postgres-errors.js';

// Real errors from the real PostgreSQL (TEST_DATABASE_URL or the local server), not hand-made lookalikes.
const serverUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const filter = new AllExceptionsFilter();
let dataSource: DataSource;

const failureOf = async (sql: string) => {
  try {
    await dataSource.query(sql);
  } catch (error) {
    return filter.toBody(error);
  }
  throw new Error(`${sql} did not fail`);
};

beforeAll(async () => {
  dataSource = await new DataSource({ type: 'postgres', url: serverUrl }).initialize();
  await dataSource.query(
    `CREATE TEMP TABLE probe (id int PRIMARY KEY, n int CHECK (n > 0), parent int REFERENCES probe (id))`,
  );
  await dataSource.query(`INSERT INTO probe (id, n) VALUES (1, 1)`);
});
afterAll(() => dataSource?.destroy());

describe('the PostgreSQL error mapping of the global filter', () => {
  it('answers a unique violation with 409 and a message', async () => {
    expect(await failureOf(`INSERT INTO probe (id, n) VALUES (1, 1)`)).toEqual({
      statusCode: 409,
      error: DATABASE_ERROR_MESSAGES.unique,
      code: 'CONFLICT',
    });
  });

  it('answers foreign key, check and data errors with 400', async () => {
    expect(await failureOf(`INSERT INTO probe (id, n, parent) VALUES (2, 1, 99)`)).toMatchObject({
      statusCode: 400,
      code: 'INVALID_REFERENCE',
    });
    expect(await failureOf(`INSERT INTO probe (id, n) VALUES (3, -1)`)).toMatchObject({
      statusCode: 400,
      code: 'OUT_OF_RANGE',
    });
    expect(await failureOf(`SELECT 1 / 0`)).toMatchObject({ statusCode: 400, code: 'INVALID_VALUE' });
    expect(await failureOf(`SELECT 'x'::int`)).toMatchObject({ statusCode: 400, code: 'INVALID_VALUE' });
  });

  it('answers a database that refuses connections with a JSON 503', async () => {
    const down = new DataSource({
      type: 'postgres',
      url: 'postgres://postgres@127.0.0.1:1/none',
      extra: { connectionTimeoutMillis: 1000 },
    });
    const error = await down.initialize().then(
      () => undefined,
      (reason: unknown) => reason,
    );
    expect(filter.toBody(error)).toEqual({
      statusCode: 503,
      error: DATABASE_ERROR_MESSAGES.unavailable,
      code: 'DATABASE_UNAVAILABLE',
    });
  });

  it('leaves other errors a bare 500', async () => {
    expect(await failureOf(`SELECT * FROM no_such_table`)).toEqual({
      statusCode: 500,
      error: 'Internal server error',
    });
  });

  it('answers a statement or lock-wait timeout with 503: nothing was saved, try again', async () => {
    const timedOut = async (setting: string, sql: string) => {
      try {
        await dataSource.transaction(async (manager) => {
          await manager.query(`SET LOCAL ${setting} = 50`);
          await manager.query(sql);
        });
      } catch (error) {
        return filter.toBody(error);
      }
      throw new Error(`${sql} did not time out`);
    };
    const busy = { statusCode: 503, error: DATABASE_ERROR_MESSAGES.busy, code: 'DATABASE_BUSY' };
    expect(await timedOut('statement_timeout', 'SELECT pg_sleep(1)')).toEqual(busy);
    const holder = dataSource.createQueryRunner();
    await holder.startTransaction();
    try {
      await holder.query('SELECT * FROM pg_advisory_xact_lock(4242)');
      expect(await timedOut('lock_timeout', 'SELECT * FROM pg_advisory_xact_lock(4242)')).toEqual(busy);
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
  });
});
