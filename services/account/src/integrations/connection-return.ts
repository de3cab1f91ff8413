import { CONNECTION_RETURN as R, providerErrorReason } from '@yarn-mgmt/contracts';
import type { IntegrationProvider } from './integration-link.entity.js';

/** How a callback ended, as the settings page is told. */
export type CallbackOutcome =
  | { kind: 'connected'; accountName: string }
  /** The state was missing, forged, used before, expired, for another provider, or its account closed. */
  | { kind: 'invalid_state' }
  /** The provider sent the user back with an `error` (they declined, or it could not ask them). */
  | { kind: 'provider_error'; error: string }
  /** The code could not be turned into a working link (refused, provider down, no account name). */
  | { kind: 'failed' };

/**
 * Where the callback sends the browser: `/settings` with the spec's return parameters (part 2 section 2), or
 * their Google Drive counterparts. Relative, so it lands on whatever address the user opened the app at.
 */
export function connectionReturn(provider: IntegrationProvider, outcome: CallbackOutcome): string {
  const params = new URLSearchParams();
  const ravelry = provider === 'ravelry';
  switch (outcome.kind) {
    case 'connected':
      if (ravelry) {
        params.set(R.ravelryConnected, 'true');
        params.set(R.ravelryUsername, outcome.accountName);
      } else {
        params.set(R.driveConnected, 'true');
        params.set(R.driveEmail, outcome.accountName);
      }
      break;
    case 'invalid_state':
      params.set(R.error, R.invalidState);
      break;
    case 'provider_error':
      params.set(ravelry ? R.ravelryError : R.driveError, providerErrorReason(outcome.error));
      break;
    case 'failed':
      params.set(R.error, R.connectionFailed);
      if (!ravelry) params.set(R.provider, provider);
      break;
  }
  return `${R.path}?${params.toString()}`;
}
