import { useCallback } from 'react';
import { GOOGLE_DRIVE_MESSAGES } from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { browser } from './browser';
import { useGoogleDriveConnect, useGoogleDriveDisconnect } from './google-drive-api';

/** Connect and Disconnect of Google Drive, the same on Settings, Profile and the integration pages. */
export function useGoogleDriveActions() {
  const toast = useToast();
  const connectCall = useGoogleDriveConnect();
  const disconnectCall = useGoogleDriveDisconnect();

  const connect = useCallback(() => {
    connectCall.mutate(undefined, {
      onSuccess: ({ authUrl }) => {
        if (authUrl) browser.assign(authUrl);
        else toast.error(GOOGLE_DRIVE_MESSAGES.initiateFailed);
      },
      onError: () => toast.error(GOOGLE_DRIVE_MESSAGES.initiateFailed),
    });
  }, [connectCall, toast]);

  const disconnect = useCallback(() => {
    disconnectCall.mutate(undefined, {
      onSuccess: () => toast.success(GOOGLE_DRIVE_MESSAGES.disconnected),
      onError: () => toast.error(GOOGLE_DRIVE_MESSAGES.disconnectFailed),
    });
  }, [disconnectCall, toast]);

  return {
    connect,
    disconnect,
    connecting: connectCall.isPending,
    disconnecting: disconnectCall.isPending,
  };
}
