import { Injectable, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Piscina } from 'piscina';
import {
  isMarkedAsUntransferable,
  MessageChannel,
  type ResourceLimits,
  type Transferable,
} from 'node:worker_threads';
import type { PoolAnswer, PoolTask } from './pool-worker.js';
import {
  workerModuleUrl,
  WorkerTaskError,
  WorkerTaskFailure,
  type WorkerTaskOptions,
} from './worker-task.js';

/**
 * Tasks of one worker module that run at once (the rest queue): 2 on the 2-core machines this runs on, so a
 * burst of uploads leaves a core for the event loops. An idle worker closes after `WORKER_POOL_IDLE_MS`.
 */
export const WORKER_POOL_DEFAULTS = {
  maxThreads: Number(process.env.WORKER_POOL_SIZE) || 2,
  idleTimeoutMs: Number(process.env.WORKER_POOL_IDLE_MS) || 30_000,
};

const POOL_WORKER = new URL('./pool-worker.js', import.meta.url);

/**
 * Warm worker threads (piscina): each loads a worker module once and serves task after task. Idle workers are
 * unref'd, so the pool never keeps a process alive; a worker that crashes fails only its task and is replaced.
 */
export class WorkerPool {
  private readonly piscina: Piscina<PoolTask, PoolAnswer>;

  constructor(resourceLimits?: ResourceLimits, { maxThreads, idleTimeoutMs } = WORKER_POOL_DEFAULTS) {
    this.piscina = new Piscina({
      filename: workerModuleUrl(POOL_WORKER),
      minThreads: 0,
      maxThreads,
      idleTimeout: idleTimeoutMs,
      concurrentTasksPerWorker: 1,
      resourceLimits,
      // A worker waits for its next task on its event loop, not in Atomics.wait, so pdf.js's own timers run.
      atomics: 'disabled',
    });
    // A worker that fails at start-up rejects the task waiting for it; the pool's own 'error' is only logged noise.
    this.piscina.on('error', () => undefined);
  }

  /** Runs `runTask` of the worker module at `moduleUrl` on `input` (see runWorkerTask). */
  async run<I, O>(moduleUrl: URL, input: I, options: WorkerTaskOptions = {}): Promise<O> {
    const { timeoutMs } = options;
    const abort = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let timer: NodeJS.Timeout | undefined;
    port1.once('message', () => {
      port1.close();
      if (timeoutMs)
        timer = setTimeout(
          () => abort.abort(new WorkerTaskError('timeout', `worker task took longer than ${timeoutMs} ms`)),
          timeoutMs,
        );
    });
    port1.unref();
    const transferList = [
      // Buffer's shared pool cannot move: small buffers in it are copied instead.
      ...(options.transfer ?? []).filter((item) => !isMarkedAsUntransferable(item)),
      port2,
    ] as Transferable[];
    try {
      const answer = (await this.piscina.run(
        { url: workerModuleUrl(moduleUrl), input, started: port2 } satisfies PoolTask<I>,
        {
          transferList: transferList as never,
          signal: abort.signal,
        },
      )) as PoolAnswer<O>;
      if (answer.ok) return answer.value;
      throw new WorkerTaskFailure(answer.message, answer.code);
    } catch (error) {
      if (error instanceof WorkerTaskFailure) throw error;
      if (abort.signal.reason instanceof WorkerTaskError) throw abort.signal.reason;
      const { code, message } = error as Error & { code?: string };
      if (code === 'ERR_WORKER_OUT_OF_MEMORY')
        throw new WorkerTaskError('memory', 'worker task ran out of memory');
      throw new WorkerTaskError('crashed', message);
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  }

  /** Workers alive now (busy or idle). */
  get threads(): number {
    return this.piscina.threads.length;
  }

  /** Tasks waiting for a worker. */
  get queued(): number {
    return this.piscina.queueSize;
  }

  /** Ends every worker; tasks still running or queued fail as `crashed`. */
  close(): Promise<void> {
    return this.piscina.destroy();
  }
}

const pools = new Map<string, WorkerPool>();

/**
 * The pool named `name` (a worker module's own pool is named by its URL), one per name and set of heap limits,
 * made on first use.
 */
export function workerPool(name: string, resourceLimits?: ResourceLimits): WorkerPool {
  const key = `${name} ${JSON.stringify(resourceLimits ?? {})}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = new WorkerPool(resourceLimits);
    pools.set(key, pool);
  }
  return pool;
}

/** Closes every pool (a Nest shutdown; tests). The next task makes its pool again. */
export async function closeWorkerPools(): Promise<void> {
  const closing = [...pools.values()].map((pool) => pool.close());
  pools.clear();
  await Promise.allSettled(closing);
}

/**
 * Runs one task in a warm worker thread, off the caller's event loop: CPU-heavy decoding (PDFs, export files)
 * then never stalls the requests the process is answering. `moduleUrl` names a module exporting `runTask` (a
 * WorkerTaskHandler). The task runs in the pool `options.pool` names (modules that name the same pool share its
 * workers), else in the module's own pool. At most `WORKER_POOL_DEFAULTS.maxThreads` tasks of a pool run at
 * once, the rest wait their turn; a task past `timeoutMs` (counted from its start) terminates its worker, which
 * the pool replaces.
 */
export function runWorkerTask<I, O>(moduleUrl: URL, input: I, options: WorkerTaskOptions = {}): Promise<O> {
  return workerPool(options.pool ?? moduleUrl.href, options.resourceLimits).run<I, O>(
    moduleUrl,
    input,
    options,
  );
}

@Injectable()
class WorkerPoolsShutdown implements OnApplicationShutdown {
  async onApplicationShutdown(): Promise<void> {
    await closeWorkerPools();
  }
}

/** Closes the worker pools when the Nest app shuts down (part of every ServiceModule). */
@Module({ providers: [WorkerPoolsShutdown] })
export class WorkerPoolsModule {}
