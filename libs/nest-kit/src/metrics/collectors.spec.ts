import { EventEmitter } from 'node:events';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Registry } from 'prom-client';
import { poolOf, watchPool } from './pool-metrics.js';
import { QueueMetrics, type CountedQueue } from './queue-metrics.js';
import { expressRouteLabel, UNMATCHED_ROUTE } from './request-metrics.js';

const line = async (registry: Registry, prefix: string) =>
  (await registry.metrics()).split('\n').filter((entry) => entry.startsWith(prefix));

describe('the route label', () => {
  const label = (request: object) => expressRouteLabel(request as IncomingMessage, {} as ServerResponse);

  it("is the matched route's pattern under its router's mount path", () => {
    expect(label({ url: '/yarn/5f0c', route: { path: '/yarn/:id' }, baseUrl: '' })).toBe('/yarn/:id');
    expect(label({ url: '/v1/yarn/12', route: { path: '/yarn/:id' }, baseUrl: '/v1' })).toBe('/v1/yarn/:id');
  });

  it('is "unmatched" for a request no route took, whatever its URL', () => {
    expect(label({ url: '/wp-admin/setup.php?x=1' })).toBe(UNMATCHED_ROUTE);
    expect(label({ url: '/yarn', route: { path: /regex/ } })).toBe(UNMATCHED_ROUTE);
  });
});

describe('the database pool gauges', () => {
  it("read the pg pool of a TypeORM DataSource's driver at each scrape", async () => {
    const pool = { totalCount: 4, idleCount: 3, waitingCount: 0 };
    const dataSource = { driver: { master: pool } };
    const registry = new Registry();
    watchPool(registry, () => poolOf(dataSource));
    expect(await line(registry, 'db_pool_')).toEqual([
      'db_pool_connections 4',
      'db_pool_idle_connections 3',
      'db_pool_waiting_clients 0',
    ]);
    Object.assign(pool, { totalCount: 10, idleCount: 0, waitingCount: 7 });
    expect(await line(registry, 'db_pool_waiting_clients')).toEqual(['db_pool_waiting_clients 7']);
  });

  it('finds no pool in an app without a PostgreSQL DataSource', () => {
    expect(poolOf(undefined)).toBeUndefined();
    expect(poolOf({ driver: { database: 'x' } })).toBeUndefined();
  });
});

describe('the queue metrics', () => {
  const queue = (name: string, counts: () => Promise<Record<string, number>>): CountedQueue => ({
    name,
    getJobCounts: counts,
  });

  it('give each watched queue its depth by state at each scrape', async () => {
    const registry = new Registry();
    const metrics = new QueueMetrics(registry);
    let waiting = 5;
    metrics.watchQueue(
      queue('scrape', () => Promise.resolve({ waiting, active: 2, delayed: 1, failed: 0, paused: 9 })),
    );
    expect(await line(registry, 'bullmq_queue_jobs{')).toEqual([
      'bullmq_queue_jobs{queue="scrape",state="waiting"} 5',
      'bullmq_queue_jobs{queue="scrape",state="active"} 2',
      'bullmq_queue_jobs{queue="scrape",state="delayed"} 1',
      'bullmq_queue_jobs{queue="scrape",state="failed"} 0',
    ]);
    waiting = 0;
    expect(await line(registry, 'bullmq_queue_jobs{queue="scrape",state="waiting"}')).toEqual([
      'bullmq_queue_jobs{queue="scrape",state="waiting"} 0',
    ]);
  });

  it('leave out a queue whose Redis does not answer, and still answer the scrape', async () => {
    const registry = new Registry();
    const metrics = new QueueMetrics(registry);
    metrics.watchQueue(queue('backups', () => Promise.reject(new Error('Connection is closed.'))));
    metrics.watchQueue(queue('scrape', () => Promise.resolve({ waiting: 1 })));
    const lines = await line(registry, 'bullmq_queue_jobs{');
    expect(lines).toContain('bullmq_queue_jobs{queue="scrape",state="waiting"} 1');
    expect(lines.some((entry) => entry.includes('backups'))).toBe(false);
  });

  it('count the sweeps each queue ran or left to another replica', async () => {
    const registry = new Registry();
    const metrics = new QueueMetrics(registry);
    metrics.countSweep('backups', 'ran');
    metrics.countSweep('backups', 'skipped');
    metrics.countSweep('backups', 'skipped');
    expect(await line(registry, 'bullmq_queue_sweeps_total{')).toEqual([
      'bullmq_queue_sweeps_total{queue="backups",outcome="ran"} 1',
      'bullmq_queue_sweeps_total{queue="backups",outcome="skipped"} 2',
    ]);
  });

  it('time each job a watched worker completes or fails, by queue and outcome', async () => {
    const registry = new Registry();
    const metrics = new QueueMetrics(registry);
    const worker = Object.assign(new EventEmitter(), { name: 'scrape' });
    metrics.watchWorker(worker);
    worker.emit('completed', { processedOn: 1_000, finishedOn: 1_300 });
    worker.emit('completed', { processedOn: 1_000, finishedOn: 3_000 });
    worker.emit('failed', { processedOn: 1_000, finishedOn: 1_040 });
    // A job that failed before it ran (stalled too often) has no duration.
    worker.emit('failed', { finishedOn: 1_000 });
    worker.emit('failed', undefined);
    expect(await line(registry, 'bullmq_job_duration_seconds_count')).toEqual([
      'bullmq_job_duration_seconds_count{queue="scrape",outcome="completed"} 2',
      'bullmq_job_duration_seconds_count{queue="scrape",outcome="failed"} 1',
    ]);
    expect(await line(registry, 'bullmq_job_duration_seconds_sum')).toEqual([
      'bullmq_job_duration_seconds_sum{queue="scrape",outcome="completed"} 2.3',
      'bullmq_job_duration_seconds_sum{queue="scrape",outcome="failed"} 0.04',
    ]);
  });
});
