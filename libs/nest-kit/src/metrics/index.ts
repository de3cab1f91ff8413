export * from './metrics.module.js';
export * from './metrics-server.js';
export * from './pool-metrics.js';
export * from './queue-metrics.js';
export * from './registry.js';
export * from './request-metrics.js';
