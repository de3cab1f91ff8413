export * from './redis-connection.js';
export * from './bull-connections.js';
