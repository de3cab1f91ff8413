import { domainErrorClass } from '@yarn-mgmt/nest-kit';

/**
 * What acting with a link can meet. A provider this server has no client for, and the sync not built yet, are
 * the controllers' 503s (states of the server, not failures worth a logged stack trace).
 */
export class IntegrationError extends domainErrorClass({
  NOT_CONNECTED: [404, 'This account is not connected'],
  /** A refresh was refused (revoked at the provider, or the key changed): the user connects again. */
  BROKEN: [409, 'The connection stopped working: connect again'],
  PROVIDER_UNAVAILABLE: [503, 'The provider could not be reached: try again in a moment'],
}) {}
