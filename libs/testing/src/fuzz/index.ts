export * from './hostile-values.js';
export * from './schema-payloads.js';
export * from './fuzz-endpoint.js';
export * from './broken-uploads.js';
