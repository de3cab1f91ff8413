import { useCallback } from 'react';
import { RAVELRY_MESSAGES, RAVELRY_SYNC_MESSAGES } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { browser } from './browser';
import { useRavelryConnect, useRavelryDisconnect } from './ravelry-api';

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
  const toast = useToast();
  const connectCall = useRavelryConnect();
  const disconnectCall = useRavelryDisconnect();

  const connect = useCallback(() => {
    connectCall.mutate(undefined, {
      onSuccess: ({ authUrl }) => {
        if (authUrl) browser.assign(authUrl);
        else toast.error(RAVELRY_TOASTS.connectFailed);
      },
      onError: () => toast.error(RAVELRY_TOASTS.connectFailed),
    });
  }, [connectCall, toast]);

  const disconnect = useCallback(() => {
    disconnectCall.mutate(undefined, {
      onSuccess: () => toast.success(RAVELRY_TOASTS.disconnected),
      onError: () => toast.error(RAVELRY_TOASTS.disconnectFailed),
    });
  }, [disconnectCall, toast]);

  return {
    connect,
    disconnect,
    connecting: connectCall.isPending,
    disconnecting: disconnectCall.isPending,
  };
}
