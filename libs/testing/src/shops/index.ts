export * from './catalogue.js';
export * from './pages.js';
export * from './fake-shop.js';
export * from './selectors.js';
