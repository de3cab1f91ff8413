export * from './external-sync.js';
export * from './external-linked-row.js';
export * from './external-review.js';
