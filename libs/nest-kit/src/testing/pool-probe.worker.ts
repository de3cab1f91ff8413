import { threadId } from 'node:worker_threads';
import type { WorkerTaskResult } from '../worker/worker-task.js';

/** What the worker-pool tests ask a worker to do. */
export type PoolProbeTask =
  | { kind: 'echo'; value: number }
  | { kind: 'busy'; ms: number }
  | { kind: 'sleep'; ms: number }
  | { kind: 'fail'; code: string }
  | { kind: 'crash' }
  | { kind: 'hog' }
  | { kind: 'bytes'; data: Uint8Array };

export interface PoolProbeResult {
  threadId: number;
  value?: number;
  data?: Uint8Array;
}

const holder: unknown[] = [];

/** A worker module for the pool's tests (worker-pool.spec.ts): each task kind is one way a real task behaves. */
export async function runTask(task: PoolProbeTask): Promise<WorkerTaskResult<PoolProbeResult>> {
  switch (task.kind) {
    case 'echo':
      return { value: { threadId, value: task.value } };
    case 'busy': {
      const until = Date.now() + task.ms;
      while (Date.now() < until);
      return { value: { threadId } };
    }
    case 'sleep':
      await new Promise((resolve) => setTimeout(resolve, task.ms));
      return { value: { threadId } };
    case 'fail':
      throw Object.assign(new Error('the probe failed'), { code: task.code });
    case 'crash':
      process.exit(3);
      break;
    case 'hog':
      for (;;) holder.push(Array.from({ length: 100_000 }, (_, index) => ({ index })));
    case 'bytes': {
      const data = new Uint8Array(task.data.byteLength * 2);
      data.set(task.data);
      return { value: { threadId, data }, transfer: [data.buffer] };
    }
  }
  return { value: { threadId } };
}
