import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { ResourceLimits, Transferable } from 'node:worker_threads';

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
  /**
   * Past this, counted from the moment a worker takes the task (not while it waits in the queue), the worker is
   * terminated and the task fails with reason `timeout`.
   */
  timeoutMs?: number;
  /**
   * V8 heap limits of the worker (its ArrayBuffers are not counted: cap those in the task itself). Each set of
   * limits has a pool of its own.
   */
  resourceLimits?: ResourceLimits;
  /** Buffers of the input moved to the worker instead of copied. */
  transfer?: Transferable[];
  /**
   * The pool to run in: worker modules that name the same pool share its warm workers and its limit of tasks at
   * once (the PDF text and cover modules share `pdf`). Default: the module's own pool.
   */
  pool?: string;
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

/** The module's built `.js`, or its `.ts` source beside it when there is no build (unit and integration tests). */
export function workerModuleUrl(url: URL): string {
  if (url.pathname.endsWith('.js') && !existsSync(fileURLToPath(url)))
    return new URL(url.href.replace(/\.js$/, '.ts')).href;
  return url.href;
}
