export * from './redis-connection.js';
export * from './bull-connections.js';
export * from './job-schedules.js';
