export * from './fake-api';
export * from './render-with-providers';
export * from './fixtures';
export * from './location-state-probe';
export * from './service-unavailable';
