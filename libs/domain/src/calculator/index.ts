export * from './constants.js';
export * from './outcome.js';
export * from './spec-modes.js';
export * from './extra-modes.js';
export * from './modes.js';
export * from './stash-check.js';
