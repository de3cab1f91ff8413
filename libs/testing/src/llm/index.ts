export * from './fake-llm.js';
