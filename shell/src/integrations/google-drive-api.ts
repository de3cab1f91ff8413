import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { GOOGLE_DRIVE_API, type GoogleDriveAuthResponse, type GoogleDriveStatus } from '@yarn-mgmt/contracts';
import {
  replaceQueryData,
  RUN_POLL_MS,
  settingsKeys,
  useApiClient,
  useApiMutation,
  type ApiClient,
} from '@yarn-mgmt/web-platform';
import { profileKey } from '../api/get-profile';

export const googleDriveStatusKey = ['integrations', 'google-drive', 'status'] as const;

/** A Disconnect waits for the pattern files to come back from Drive (the link goes after). */
export const isDriveDisconnecting = (status: GoogleDriveStatus | undefined) =>
  Boolean(status?.connected && status.disconnecting);

/** How soon the status is asked again in a Disconnect's first seconds (the first files come back quickly). */
export const DISCONNECT_FIRST_POLL_MS = 400;
const DISCONNECT_FAST_FOR_MS = 3_000;

/**
 * The status query's `refetchInterval` while a Disconnect runs: soon after it starts (the 202), every
 * RUN_POLL_MS once it has run a few seconds (`runningForMs`); none otherwise.
 */
export function disconnectPollMs(
  status: GoogleDriveStatus | undefined,
  runningForMs: number,
): number | false {
  if (!isDriveDisconnecting(status)) return false;
  return runningForMs < DISCONNECT_FAST_FOR_MS ? DISCONNECT_FIRST_POLL_MS : RUN_POLL_MS;
}

/** `GET /integrations/google-drive/status`: asked again while a Disconnect runs (disconnectPollMs). */
export function getGoogleDriveStatus(client: ApiClient): Promise<GoogleDriveStatus> {
  return client.get<GoogleDriveStatus>(GOOGLE_DRIVE_API.status);
}

export function useGoogleDriveStatus() {
  const client = useApiClient();
  // When this page first saw the Disconnect running (null: none running).
  const since = useRef<number | null>(null);
  return useQuery({
    queryKey: googleDriveStatusKey,
    queryFn: () => getGoogleDriveStatus(client),
    refetchInterval: (query) => {
      const status = query.state.data;
      if (!isDriveDisconnecting(status)) since.current = null;
      else since.current ??= Date.now();
      return disconnectPollMs(status, since.current === null ? 0 : Date.now() - since.current);
    },
  });
}

/** `GET /integrations/google-drive/auth`: Google's consent address the browser is sent to. */
export function useGoogleDriveConnect() {
  return useApiMutation((client) => client.get<GoogleDriveAuthResponse>(GOOGLE_DRIVE_API.auth));
}

/**
 * `DELETE /integrations/google-drive/disconnect`: answers the status after, shown at once: not connected, or
 * (202, pattern files in Drive) still connected while they come back.
 */
export function useGoogleDriveDisconnect() {
  return useApiMutation((client) => client.delete<GoogleDriveStatus>(GOOGLE_DRIVE_API.disconnect), {
    onSuccess: (status, _variables, queryClient) =>
      replaceQueryData(queryClient, googleDriveStatusKey, status),
    // A Disconnect that ends at once turns 'Google Drive Sync' off on the server.
    invalidates: [profileKey, settingsKeys.all],
  });
}
