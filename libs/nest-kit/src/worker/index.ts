export * from './worker-task.js';
export * from './worker-pool.js';
export * from './worker-pools.module.js';
