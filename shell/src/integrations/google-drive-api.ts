import { useQuery } from '@tanstack/react-query';
import { GOOGLE_DRIVE_API, type GoogleDriveAuthResponse, type GoogleDriveStatus } from '@yarn-mgmt/contracts';
import { replaceQueryData, useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { profileKey } from '../api/get-profile';

export const googleDriveStatusKey = ['integrations', 'google-drive', 'status'] as const;

/** `GET /integrations/google-drive/status` */
export function getGoogleDriveStatus(client: ApiClient): Promise<GoogleDriveStatus> {
  return client.get<GoogleDriveStatus>(GOOGLE_DRIVE_API.status);
}

export function useGoogleDriveStatus() {
  const client = useApiClient();
  return useQuery({ queryKey: googleDriveStatusKey, queryFn: () => getGoogleDriveStatus(client) });
}

/** `GET /integrations/google-drive/auth`: Google's consent address the browser is sent to. */
export function useGoogleDriveConnect() {
  return useApiMutation((client) => client.get<GoogleDriveAuthResponse>(GOOGLE_DRIVE_API.auth));
}

/** `DELETE /integrations/google-drive/disconnect`: answers the status after, shown at once. */
export function useGoogleDriveDisconnect() {
  return useApiMutation((client) => client.delete<GoogleDriveStatus>(GOOGLE_DRIVE_API.disconnect), {
    onSuccess: (status, _variables, queryClient) =>
      replaceQueryData(queryClient, googleDriveStatusKey, status),
    invalidates: [profileKey],
  });
}
