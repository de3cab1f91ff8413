export * from './redis-connection.js';
export * from './bull-connections.js';
export * from './job-schedules.js';
export * from './periodic-sweep.js';
export * from './managed-queue.js';
