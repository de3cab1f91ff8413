import { afterAll, describe, expect, it } from '@jest/globals';
import type { PoolProbeResult, PoolProbeTask } from '../testing/pool-probe.worker.js';
import { startProbeApp } from '../testing/probe-app.js';
import { configureWorkerPools, runWorkerTask, WORKER_POOL_DEFAULTS, workerPool } from './worker-pool.js';
import { WorkerPoolEnvSchema, WorkerPoolsModule } from './worker-pools.module.js';

const PROBE = new URL('../testing/pool-probe.worker.js', import.meta.url);

afterAll(() => configureWorkerPools(WORKER_POOL_DEFAULTS));

describe('WorkerPoolsModule', () => {
  it('reads WORKER_POOL_SIZE and WORKER_POOL_IDLE_MS as numbers, with the defaults when unset', () => {
    expect(WorkerPoolEnvSchema.parse({})).toEqual({ WORKER_POOL_SIZE: 2, WORKER_POOL_IDLE_MS: 30_000 });
    expect(WorkerPoolEnvSchema.parse({ WORKER_POOL_SIZE: '4', WORKER_POOL_IDLE_MS: '500' })).toEqual({
      WORKER_POOL_SIZE: 4,
      WORKER_POOL_IDLE_MS: 500,
    });
    expect(WorkerPoolEnvSchema.safeParse({ WORKER_POOL_SIZE: '0' }).success).toBe(false);
  });

  it("runs the service's WORKER_POOL_SIZE tasks of a pool at once, and closes its pools when the app stops", async () => {
    const env = WorkerPoolEnvSchema.parse({ WORKER_POOL_SIZE: '1' });
    const probe = await startProbeApp(WorkerPoolsModule.forRoot(env));
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        runWorkerTask<PoolProbeTask, PoolProbeResult>(PROBE, { kind: 'sleep', ms: 30 }, { pool: 'sized' }),
      ),
    );
    expect(new Set(results.map((result) => result.threadId)).size).toBe(1);
    const pool = workerPool('sized');
    expect(pool.threads).toBe(1);
    await probe.app.close();
    expect(pool.threads).toBe(0);
    expect(workerPool('sized')).not.toBe(pool);
  });
});
