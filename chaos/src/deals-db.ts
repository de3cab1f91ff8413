import pg from 'pg';
import type { Stack } from './stack.js';

// The deals database read straight: what the API does not show, a run's attempts and the rows it wrote, for the
// check that the run a killed worker held was taken over and written once.
export async function dealsQuery<T extends object>(
  stack: Stack,
  sql: string,
  values: unknown[],
): Promise<T[]> {
  const client = new pg.Client({
    connectionString: `postgres://postgres:postgres@127.0.0.1:${stack.ports.postgres}/yarn_deals`,
    connectionTimeoutMillis: 3_000,
  });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

export interface RunRow {
  id: number;
  status: string;
  attempts: number;
  itemsScraped: number;
  newDealsFound: number;
  errorMessage: string;
  finishedAt: number | undefined;
}

export async function runRow(stack: Stack, runId: number): Promise<RunRow | undefined> {
  const [row] = await dealsQuery<{
    id: number;
    status: string;
    attempts: number;
    items_scraped: number;
    new_deals_found: number;
    finished_at: Date | null;
    error_message: string | null;
  }>(
    stack,
    `SELECT id, status, attempts, items_scraped, new_deals_found, finished_at, error_message
       FROM scrape_runs WHERE id = $1`,
    [runId],
  );
  if (!row) return undefined;
  return {
    id: row.id,
    status: row.status,
    attempts: row.attempts,
    itemsScraped: row.items_scraped,
    newDealsFound: row.new_deals_found,
    finishedAt: row.finished_at?.getTime(),
    errorMessage: row.error_message ?? '',
  };
}

export interface RunWrites {
  /** Price observations of the run, and of how many distinct products. */
  observations: number;
  products: number;
  archives: number;
  /** Deals of the run's target that began when the run saw the page (the deals it opened). */
  dealsOpened: number;
}

/** What the run wrote: each product's price once, one archive, the deals it opened. */
export async function runWrites(stack: Stack, runId: number): Promise<RunWrites> {
  const [row] = await dealsQuery<Record<keyof RunWrites, string>>(
    stack,
    `SELECT (SELECT count(*) FROM price_observations WHERE run_id = $1) AS observations,
            (SELECT count(DISTINCT product_id) FROM price_observations WHERE run_id = $1) AS products,
            (SELECT count(*) FROM archives WHERE run_id = $1) AS archives,
            (SELECT count(*) FROM deals d JOIN scrape_runs r ON r.id = $1
              WHERE d.target_id = r.target_id
                AND d.first_seen_at = (SELECT min(observed_at) FROM price_observations WHERE run_id = $1))
              AS "dealsOpened"`,
    [runId],
  );
  return {
    observations: Number(row.observations),
    products: Number(row.products),
    archives: Number(row.archives),
    dealsOpened: Number(row.dealsOpened),
  };
}
