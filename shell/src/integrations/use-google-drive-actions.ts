import { useQueryClient } from '@tanstack/react-query';
import { GOOGLE_DRIVE_MESSAGES, type GoogleDriveStatus } from '@yarn-mgmt/contracts';
import { settingsKeys, useFollowedRun, useToast } from '@yarn-mgmt/web-platform';
import { useCallback, useMemo } from 'react';
import { profileKey } from '../api/get-profile';
import {
  isDriveDisconnecting,
  useGoogleDriveConnect,
  useGoogleDriveDisconnect,
  useGoogleDriveStatus,
} from './google-drive-api';
import { useConnectionActions, type ConnectionToasts } from './use-connection-actions';

const GOOGLE_DRIVE_TOASTS: ConnectionToasts = {
  connectFailed: GOOGLE_DRIVE_MESSAGES.initiateFailed,
  disconnected: GOOGLE_DRIVE_MESSAGES.disconnected,
  disconnectFailed: GOOGLE_DRIVE_MESSAGES.disconnectFailed,
};

/**
 * Connect and Disconnect of Google Drive, the same on Settings, Profile and the integration pages. A Disconnect
 * with pattern files in Drive is answered at once and runs on (the files come back first): it is followed until
 * the link is gone ('Google Drive disconnected') or could not go (the failure toast; the status says why), the
 * buttons off meanwhile, `progress` how far it is.
 */
export function useGoogleDriveActions() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useGoogleDriveStatus().data;
  const call = useGoogleDriveDisconnect();

  const ended = useCallback(
    (last: GoogleDriveStatus) => {
      if (last.connected) toast.error(GOOGLE_DRIVE_TOASTS.disconnectFailed);
      else toast.success(GOOGLE_DRIVE_TOASTS.disconnected);
      void queryClient.invalidateQueries({ queryKey: profileKey });
      // The link gone, the server turned 'Google Drive Sync' off.
      void queryClient.invalidateQueries({ queryKey: settingsKeys.all });
    },
    [toast, queryClient],
  );
  useFollowedRun(status, isDriveDisconnecting, ended);

  // The answer toasts only when it is the end (200, not connected); a 202's end is the followed run's.
  const disconnectCall = useMemo(
    () => ({
      isPending: call.isPending,
      mutate: (
        variables: undefined,
        options: { onSuccess: (data: GoogleDriveStatus) => void; onError: () => void },
      ) =>
        call.mutate(variables, {
          onSuccess: (answer) => {
            if (!isDriveDisconnecting(answer)) options.onSuccess(answer);
          },
          onError: options.onError,
        }),
    }),
    [call],
  );
  const actions = useConnectionActions(useGoogleDriveConnect(), disconnectCall, GOOGLE_DRIVE_TOASTS);
  const running = isDriveDisconnecting(status);
  return {
    ...actions,
    disconnecting: actions.disconnecting || running,
    /** 'n of N' pattern files back while a Disconnect runs. */
    progress: running ? (status?.disconnecting ?? null) : null,
  };
}
