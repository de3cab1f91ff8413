import { RAVELRY_MESSAGES, RAVELRY_SYNC_MESSAGES } from '@yarn-mgmt/contracts';
import { useRavelryConnect, useRavelryDisconnect } from './ravelry-api';
import { useConnectionActions } from './use-connection-actions';

/** Spec part 2 section 8, Ravelry. */
export const RAVELRY_TOASTS = {
  connectFailed: RAVELRY_MESSAGES.initiateFailed,
  disconnected: 'Ravelry account disconnected',
  disconnectFailed: 'Failed to disconnect Ravelry',
  synced: RAVELRY_SYNC_MESSAGES.completed,
  syncFailed: RAVELRY_SYNC_MESSAGES.failed,
} as const;

/** Connect and Disconnect (Sync Now: use-ravelry-sync.ts), the same flows on Settings, Profile and the integration pages (DECISIONS 13). */
export function useRavelryActions() {
  return useConnectionActions(useRavelryConnect(), useRavelryDisconnect(), RAVELRY_TOASTS);
}
