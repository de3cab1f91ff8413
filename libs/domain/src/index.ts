export * from './stock-level.js';
export * from './yarn-card.js';
