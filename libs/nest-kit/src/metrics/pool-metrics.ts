import { Gauge, type Registry } from 'prom-client';

/** What pg's Pool counts (TypeORM's PostgreSQL driver keeps its pool as `driver.master`). */
export interface PoolCounts {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/** The pg pool behind a TypeORM DataSource, when it is connected to PostgreSQL. */
export function poolOf(dataSource: { driver?: unknown } | undefined): PoolCounts | undefined {
  const pool = (dataSource?.driver as { master?: Partial<PoolCounts> } | undefined)?.master;
  return typeof pool?.totalCount === 'number' ? (pool as PoolCounts) : undefined;
}

/**
 * `db_pool_connections` (open), `db_pool_idle_connections` and `db_pool_waiting_clients` (queries waiting for a
 * connection: a pool too small for the load), read from the pool when Prometheus scrapes.
 */
export function watchPool(registry: Registry, pool: () => PoolCounts | undefined): void {
  const gauge = (name: string, help: string, read: (counts: PoolCounts) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const counts = pool();
        if (counts) this.set(read(counts));
      },
    });
  gauge('db_pool_connections', 'Connections the database pool holds open', (c) => c.totalCount);
  gauge('db_pool_idle_connections', 'Open connections of the database pool not in use', (c) => c.idleCount);
  gauge(
    'db_pool_waiting_clients',
    'Queries waiting for a connection of the database pool',
    (c) => c.waitingCount,
  );
}
