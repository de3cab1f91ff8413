export * from './stock-level.js';
export * from './yarn-card.js';
export * from './pattern-text/index.js';
export * from './difficulty.js';
export * from './pattern-facts.js';
export * from './stash-match-text.js';
export * from './project-status.js';
export * from './run-out.js';
