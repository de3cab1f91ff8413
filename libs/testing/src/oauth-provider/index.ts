export * from './consent-client.js';
export type { GrantRefusal, GrantSubject, TokenSet } from './grants.js';
export type { InjectedFailure, ProviderRequest } from './traffic.js';
