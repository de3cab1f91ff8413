import { afterEach, describe, expect, it } from '@jest/globals';
import type { PoolProbeResult, PoolProbeTask } from '../testing/pool-probe.worker.js';
import { closeWorkerPools, runWorkerTask, WorkerPool } from './worker-pool.js';
import { WorkerTaskError, WorkerTaskFailure } from './worker-task.js';

const PROBE = new URL('../testing/pool-probe.worker.js', import.meta.url);
const pools: WorkerPool[] = [];
const makePool = (options = { maxThreads: 2, idleTimeoutMs: 30_000 }, maxHeapMb?: number) => {
  const pool = new WorkerPool(maxHeapMb ? { maxOldGenerationSizeMb: maxHeapMb } : undefined, options);
  pools.push(pool);
  return pool;
};
const run = (pool: WorkerPool, task: PoolProbeTask, options = {}) =>
  pool.run<PoolProbeTask, PoolProbeResult>(PROBE, task, options);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

describe('WorkerPool', () => {
  it('keeps a worker warm: the second task runs in the same thread, without a start-up', async () => {
    const pool = makePool();
    let started = performance.now();
    const first = await run(pool, { kind: 'echo', value: 1 });
    const cold = performance.now() - started;
    started = performance.now();
    const second = await run(pool, { kind: 'echo', value: 2 });
    expect(second).toEqual({ threadId: first.threadId, value: 2 });
    expect(performance.now() - started).toBeLessThan(cold);
  });

  it('runs at most maxThreads tasks at once and queues the rest', async () => {
    const pool = makePool();
    const tasks = Array.from({ length: 5 }, () => run(pool, { kind: 'sleep', ms: 150 }));
    await sleep(80);
    expect(pool.threads).toBeLessThanOrEqual(2);
    expect(pool.queued).toBeGreaterThan(0);
    const threads = new Set((await Promise.all(tasks)).map((result) => result.threadId));
    expect(threads.size).toBeLessThanOrEqual(2);
  });

  it('terminates a task past its time cap, and replaces the worker for the next task', async () => {
    const pool = makePool({ maxThreads: 1, idleTimeoutMs: 30_000 });
    const { threadId } = await run(pool, { kind: 'echo', value: 1 });
    const started = performance.now();
    const error = await run(pool, { kind: 'busy', ms: 10_000 }, { timeoutMs: 200 }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ reason: 'timeout' });
    expect(performance.now() - started).toBeLessThan(3_000);
    const next = await run(pool, { kind: 'echo', value: 2 });
    expect(next.value).toBe(2);
    expect(next.threadId).not.toBe(threadId);
  });

  it('counts the time cap from when a worker takes the task, not while it waits in the queue', async () => {
    const pool = makePool({ maxThreads: 1, idleTimeoutMs: 30_000 });
    await run(pool, { kind: 'echo', value: 0 });
    const first = run(pool, { kind: 'sleep', ms: 400 });
    const queued = run(pool, { kind: 'echo', value: 1 }, { timeoutMs: 250 });
    await expect(first).resolves.toBeDefined();
    await expect(queued).resolves.toMatchObject({ value: 1 });
  });

  it("a task's own error is a WorkerTaskFailure with its code; the worker stays", async () => {
    const pool = makePool({ maxThreads: 1, idleTimeoutMs: 30_000 });
    const { threadId } = await run(pool, { kind: 'echo', value: 1 });
    const error = await run(pool, { kind: 'fail', code: 'PROBE_CODE' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerTaskFailure);
    expect(error).toMatchObject({ message: 'the probe failed', code: 'PROBE_CODE' });
    await expect(run(pool, { kind: 'echo', value: 2 })).resolves.toEqual({ threadId, value: 2 });
  });

  it('a worker that dies fails only its own task', async () => {
    const pool = makePool();
    const [crashed, other] = await Promise.allSettled([
      run(pool, { kind: 'crash' }),
      run(pool, { kind: 'sleep', ms: 200 }),
    ]);
    expect(crashed).toMatchObject({ status: 'rejected', reason: { reason: 'crashed' } });
    expect(other.status).toBe('fulfilled');
    await expect(run(pool, { kind: 'echo', value: 3 })).resolves.toMatchObject({ value: 3 });
  });

  it('holds a worker to its heap limit', async () => {
    const pool = makePool({ maxThreads: 1, idleTimeoutMs: 30_000 }, 32);
    const error = await run(pool, { kind: 'hog' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(WorkerTaskError);
    expect(error).toMatchObject({ reason: 'memory' });
    await expect(run(pool, { kind: 'echo', value: 4 })).resolves.toMatchObject({ value: 4 });
  });

  it('moves buffers both ways instead of copying them', async () => {
    const pool = makePool();
    const data = new Uint8Array(1024 * 1024).fill(7);
    const result = await run(pool, { kind: 'bytes', data }, { transfer: [data.buffer] });
    expect(data.byteLength).toBe(0);
    expect(result.data?.byteLength).toBe(2 * 1024 * 1024);
    expect(result.data?.[0]).toBe(7);
  });

  it('closes a worker that has been idle for idleTimeoutMs', async () => {
    const pool = makePool({ maxThreads: 2, idleTimeoutMs: 100 });
    await run(pool, { kind: 'echo', value: 1 });
    expect(pool.threads).toBe(1);
    for (let waited = 0; pool.threads > 0 && waited < 3_000; waited += 50) await sleep(50);
    expect(pool.threads).toBe(0);
  });
});

describe('runWorkerTask', () => {
  afterEach(closeWorkerPools);

  it("runs a task in its module's shared pool", async () => {
    const first = await runWorkerTask<PoolProbeTask, PoolProbeResult>(PROBE, { kind: 'echo', value: 5 });
    const second = await runWorkerTask<PoolProbeTask, PoolProbeResult>(PROBE, { kind: 'echo', value: 6 });
    expect(second).toEqual({ threadId: first.threadId, value: 6 });
  });

  it('runs tasks of a named pool in its workers', async () => {
    const options = { pool: 'probe-pool' };
    const first = await runWorkerTask<PoolProbeTask, PoolProbeResult>(
      PROBE,
      { kind: 'echo', value: 7 },
      options,
    );
    const second = await runWorkerTask<PoolProbeTask, PoolProbeResult>(
      PROBE,
      { kind: 'echo', value: 8 },
      options,
    );
    expect(second).toEqual({ threadId: first.threadId, value: 8 });
  });
});
