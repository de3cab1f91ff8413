export * from './activity.entity.js';
export * from './activity.repository.js';
export * from './activity.module.js';
