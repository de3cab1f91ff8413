import pg from 'pg';

/** The URL of another database on the same server (`postgres` for maintenance work). */
export function databaseUrlFor(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export function databaseNameOf(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name) throw new Error(`DATABASE_URL names no database: ${redactUrl(url)}`);
  return name;
}

/** The URL without its password, for logs and errors. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Creates the service's database when it is missing, through the server's `postgres` database. Returns true when
 * it had to be created. Two services starting at once may race: "already exists" counts as success.
 */
export async function ensureDatabase(url: string): Promise<boolean> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount) return false;
    try {
      await client.query(`CREATE DATABASE ${quoteIdentifier(name)}`);
    } catch (error) {
      if ((error as { code?: string }).code === '42P04') return false; // duplicate_database
      throw error;
    }
    return true;
  } finally {
    await client.end();
  }
}

/** Drops a database, closing other sessions first (used by tests). */
export async function dropDatabase(url: string): Promise<void> {
  const name = databaseNameOf(url);
  const client = new pg.Client({ connectionString: databaseUrlFor(url, 'postgres') });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${quoteIdentifier(name)} WITH (FORCE)`);
  } finally {
    await client.end();
  }
}
