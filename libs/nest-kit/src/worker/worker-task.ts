import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  isMarkedAsUntransferable,
  Worker,
  type ResourceLimits,
  type Transferable,
} from 'node:worker_threads';

/**
 * What a worker module's `runTask` answers: the value, and the buffers to move (not copy) back (those of Buffer's
 * shared pool are copied).
 */
export interface WorkerTaskResult<T> {
  value: T;
  transfer?: Transferable[];
}

/** The signature a worker module exports as `runTask`. */
export type WorkerTaskHandler<I, O> = (input: I) => Promise<WorkerTaskResult<O>> | WorkerTaskResult<O>;

export interface WorkerTaskOptions {
  /** Past this the worker is terminated and the task fails with reason `timeout`. */
  timeoutMs?: number;
  /** V8 heap limits of the worker (its ArrayBuffers are not counted: cap those in the task itself). */
  resourceLimits?: ResourceLimits;
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: Transferable[];
}

/** The task could not finish: it ran out of time (the worker was terminated), of heap, or its thread died. */
export class WorkerTaskError extends Error {
  constructor(
    readonly reason: 'timeout' | 'memory' | 'crashed',
    message: string,
  ) {
    super(message);
    this.name = 'WorkerTaskError';
  }
}

/** The task threw: its message and `code` (the caller maps the code to its own domain error). */
export class WorkerTaskFailure extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'WorkerTaskFailure';
  }
}

// Runs in the worker: under the TypeScript sources (jest, tsx-less dev runs) Node strips the types itself and
// this hook maps the sources' `./x.js` imports to `./x.ts`; the build has real .js files and needs no hook.
const BOOTSTRAP = `
import { isMarkedAsUntransferable, parentPort, workerData } from 'node:worker_threads';
if (workerData.url.endsWith('.ts')) {
  const { registerHooks } = await import('node:module');
  const { existsSync } = await import('node:fs');
  const { fileURLToPath } = await import('node:url');
  registerHooks({
    resolve(specifier, context, next) {
      if (/^\\.{1,2}\\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
        const source = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
        if (existsSync(fileURLToPath(source))) return next(source.href, context);
      }
      return next(specifier, context);
    },
  });
}
const { runTask } = await import(workerData.url);
parentPort.once('message', async (input) => {
  try {
    const { value, transfer = [] } = await runTask(input);
    parentPort.postMessage({ ok: true, value }, transfer.filter((item) => !isMarkedAsUntransferable(item)));
  } catch (error) {
    parentPort.postMessage({ ok: false, message: String(error?.message ?? error), code: error?.code });
  }
});
`;

/** The module's built `.js`, or its `.ts` source beside it when there is no build (unit and integration tests). */
export function workerModuleUrl(url: URL): string {
  if (url.pathname.endsWith('.js') && !existsSync(fileURLToPath(url)))
    return new URL(url.href.replace(/\.js$/, '.ts')).href;
  return url.href;
}

type WorkerAnswer<O> = { ok: true; value: O } | { ok: false; message: string; code?: string };

/**
 * Runs one task in a worker thread of its own, off the caller's event loop: CPU-heavy decoding (PDFs, export
 * files) then never stalls the requests the process is answering. `moduleUrl` names a module exporting
 * `runTask` (a WorkerTaskHandler). The worker is terminated when the task ends, fails or runs out of time.
 */
export function runWorkerTask<I, O>(moduleUrl: URL, input: I, options: WorkerTaskOptions = {}): Promise<O> {
  return new Promise<O>((resolve, reject) => {
    const worker = new Worker(BOOTSTRAP, {
      eval: true,
      workerData: { url: workerModuleUrl(moduleUrl) },
      resourceLimits: options.resourceLimits,
      stderr: false,
    });
    let settled = false;
    const finish = (settle: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      settle();
      void worker.terminate();
    };
    const timer = options.timeoutMs
      ? setTimeout(
          () =>
            finish(() =>
              reject(new WorkerTaskError('timeout', `worker task took longer than ${options.timeoutMs} ms`)),
            ),
          options.timeoutMs,
        )
      : undefined;
    worker.once('message', (answer: WorkerAnswer<O>) =>
      finish(() =>
        answer.ok ? resolve(answer.value) : reject(new WorkerTaskFailure(answer.message, answer.code)),
      ),
    );
    worker.once('error', (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          error.code === 'ERR_WORKER_OUT_OF_MEMORY'
            ? new WorkerTaskError('memory', 'worker task ran out of memory')
            : new WorkerTaskError('crashed', error.message),
        ),
      ),
    );
    worker.once('exit', (code) =>
      finish(() => reject(new WorkerTaskError('crashed', `worker exited with code ${code}`))),
    );
    // Buffer's shared pool cannot move: small buffers in it are copied instead.
    worker.postMessage(
      input,
      (options.transfer ?? []).filter((item) => !isMarkedAsUntransferable(item)),
    );
  });
}
