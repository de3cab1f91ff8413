import { randomBytes } from 'node:crypto';
import pg from 'pg';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  name: string;
  /** Drops the database (closing any session still on it). */
  drop(): Promise<void>;
  /**
   * Runs `work` while the database refuses every connection (its open sessions ended too), as when its server is
   * down for the service; connections are allowed again afterwards, whatever `work` did.
   */
  whileUnreachable<T>(work: () => Promise<T>): Promise<T>;
}

const serverUrl = () => process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;

function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function onServer<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl(), 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A uniquely named, empty database on the real PostgreSQL at TEST_DATABASE_URL (default: the local server,
 * trust auth). One per suite: suites never see each other's rows, and nothing is faked.
 */
export async function createTestDatabase(prefix = 'test'): Promise<TestDatabase> {
  const safePrefix = prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 30);
  const name = `yarn_${safePrefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  await onServer((client) => client.query(`CREATE DATABASE "${name}"`));
  return {
    url: withDatabase(serverUrl(), name),
    name,
    drop: () =>
      onServer((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(
        () => undefined,
      ),
    whileUnreachable: async (work) => {
      await onServer((client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`));
      try {
        await onServer((client) =>
          client.query(
            'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
            [name],
          ),
        );
        return await work();
      } finally {
        await onServer((client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`));
      }
    },
  };
}

/** Runs one query on a test database (to assert rows a user would notice, or to set a row up). */
export async function queryTestDatabase<R extends pg.QueryResultRow = pg.QueryResultRow>(
  url: string,
  sql: string,
  params: unknown[] = [],
): Promise<R[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<R>(sql, params)).rows;
  } finally {
    await client.end();
  }
}
