export * from './stock-level.js';
export * from './yarn-card.js';
export * from './pattern-text/index.js';
