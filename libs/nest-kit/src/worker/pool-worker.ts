import { move, transferableSymbol, valueSymbol } from 'piscina';
import { isMarkedAsUntransferable, type MessagePort } from 'node:worker_threads';
import type { WorkerTaskHandler } from './worker-task.js';

/**
 * What the pool posts for one task: the worker module's URL, the input, and a port to say the task has started
 * (its time cap runs from then).
 */
export interface PoolTask<I = unknown> {
  url: string;
  input: I;
  started?: MessagePort;
}

export type PoolAnswer<O = unknown> = { ok: true; value: O } | { ok: false; message: string; code?: string };

const handlers = new Map<string, Promise<WorkerTaskHandler<unknown, unknown>>>();
let hooked = false;

// Under the TypeScript sources (jest, tsx-less dev runs) Node strips the types itself and this hook maps the
// sources' `./x.js` imports to `./x.ts`; the build has real .js files and needs no hook. Loaded on the first
// task, not at import: piscina may `require()` this file, which a top-level await would refuse.
async function load(url: string): Promise<WorkerTaskHandler<unknown, unknown>> {
  if (url.endsWith('.ts') && !hooked) {
    hooked = true;
    const { registerHooks } = await import('node:module');
    const { existsSync } = await import('node:fs');
    const { fileURLToPath } = await import('node:url');
    registerHooks({
      resolve(specifier, context, next) {
        if (/^\.{1,2}\//.test(specifier) && specifier.endsWith('.js') && context.parentURL?.endsWith('.ts')) {
          const source = new URL(specifier.slice(0, -3) + '.ts', context.parentURL);
          if (existsSync(fileURLToPath(source))) return next(source.href, context);
        }
        return next(specifier, context);
      },
    });
  }
  const module = (await import(url)) as { runTask: WorkerTaskHandler<unknown, unknown> };
  return module.runTask;
}

/**
 * Runs in each of a pool's worker threads (piscina's handler): loads each worker module it is given once, then
 * serves task after task with its `runTask` (a pool may serve several modules: the PDF text and the PDF cover). A task's error comes back as an answer with its message
 * and `code` (a thrown Error would lose its code on the way); its buffers are moved back, not copied.
 */
export default async function runPoolTask({ url, input, started }: PoolTask): Promise<unknown> {
  started?.postMessage(null);
  started?.close();
  try {
    let handler = handlers.get(url);
    if (!handler) {
      handler = load(url);
      handlers.set(url, handler);
    }
    const { value, transfer = [] } = await (await handler)(input);
    const answer: PoolAnswer = { ok: true, value };
    // Buffer's shared pool cannot move: small buffers in it are copied instead.
    const movable = transfer.filter((item) => !isMarkedAsUntransferable(item));
    return movable.length ? move({ [transferableSymbol]: movable, [valueSymbol]: answer }) : answer;
  } catch (error) {
    const failed = error as { message?: unknown; code?: unknown } | undefined;
    const answer: PoolAnswer = {
      ok: false,
      message: String(failed?.message ?? error),
      ...(typeof failed?.code === 'string' ? { code: failed.code } : {}),
    };
    return answer;
  }
}
