import { useCallback } from 'react';
import { RAVELRY_MESSAGES } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { browser } from './browser';
import { useRavelryConnect, useRavelryDisconnect, useRavelrySync } from './ravelry-api';

/** Spec part 2 section 8, Ravelry. */
export const RAVELRY_TOASTS = {
  connectFailed: RAVELRY_MESSAGES.initiateFailed,
  disconnected: 'Ravelry account disconnected',
  disconnectFailed: 'Failed to disconnect Ravelry',
  synced: 'Ravelry sync completed successfully',
  syncFailed: 'Failed to sync Ravelry data',
} as const;

/** Connect, Disconnect and Sync Now, the same flows on Settings, Profile and the integration pages (DECISIONS 13). */
export function useRavelryActions() {
  const toast = useToast();
  const connectCall = useRavelryConnect();
  const disconnectCall = useRavelryDisconnect();
  const syncCall = useRavelrySync();

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

  const sync = useCallback(() => {
    syncCall.mutate(undefined, {
      onSuccess: () => toast.success(RAVELRY_TOASTS.synced),
      onError: () => toast.error(RAVELRY_TOASTS.syncFailed),
    });
  }, [syncCall, toast]);

  return {
    connect,
    disconnect,
    sync,
    connecting: connectCall.isPending,
    disconnecting: disconnectCall.isPending,
    syncing: syncCall.isPending,
  };
}
