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

export interface WorkerPoolSettings {
  /** Tasks of one pool that run at once (the rest queue). */
  maxThreads: number;
  /** An idle worker closes after this long. */
  idleTimeoutMs: number;
}

/**
 * 2 tasks at once on the 2-core machines this runs on, so a burst of uploads leaves a core for the event loops.
 * A service sets its own from its config (WORKER_POOL_SIZE, WORKER_POOL_IDLE_MS) with WorkerPoolsModule.
 */
export const WORKER_POOL_DEFAULTS: WorkerPoolSettings = { maxThreads: 2, idleTimeoutMs: 30_000 };

let poolSettings = WORKER_POOL_DEFAULTS;

/** The settings of the pools made from now on (the process's pools are one set, as its CPUs are). */
export function configureWorkerPools(settings: WorkerPoolSettings): void {
  poolSettings = settings;
}

const POOL_WORKER = new URL('./pool-worker.js', import.meta.url);

/**
 * Warm worker threads (piscina): each loads a worker module once and serves task after task. Idle workers are
 * unref'd, so the pool never keeps a process alive; a worker that crashes fails only its task and is replaced.
 */
export class WorkerPool {
  private readonly piscina: Piscina<PoolTask, PoolAnswer>;

  constructor(resourceLimits?: ResourceLimits, { maxThreads, idleTimeoutMs } = poolSettings) {
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
 * workers), else in the module's own pool. At most `maxThreads` (WorkerPoolSettings) tasks of a pool run at
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
