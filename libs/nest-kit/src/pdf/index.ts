export * from './pdf-text.js';
export * from './pdf-cover.js';
