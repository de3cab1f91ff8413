export * from './user-data-spec.js';
export * from './user-data-rows.js';
export * from './user-data.engine.js';
export * from './user-data-lifecycle.module.js';
