export * from './browser.js';
export * from './database.js';
export * from './keys.js';
export * from './app.js';
export * from './service-process.js';
export * from './service-harness.js';
export * from './test-caller.js';
export * from './schema-check.js';
