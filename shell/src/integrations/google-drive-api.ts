import { useQuery } from '@tanstack/react-query';
import { GOOGLE_DRIVE_API, type GoogleDriveAuthResponse, type GoogleDriveStatus } from '@yarn-mgmt/contracts';
import {
  pollWhile,
  replaceQueryData,
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

/** `GET /integrations/google-drive/status`: asked again while a Disconnect runs (soon at first, then each second). */
export function getGoogleDriveStatus(client: ApiClient): Promise<GoogleDriveStatus> {
  return client.get<GoogleDriveStatus>(GOOGLE_DRIVE_API.status);
}

export function useGoogleDriveStatus() {
  const client = useApiClient();
  return useQuery({
    queryKey: googleDriveStatusKey,
    queryFn: () => getGoogleDriveStatus(client),
    refetchInterval: pollWhile(isDriveDisconnecting),
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
