import { queryOptions, useQuery } from '@tanstack/react-query';
import { DRIVE_FILES_API, type DriveFilesStatus } from '@yarn-mgmt/contracts';
import { ApiError, useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** How often the page asks how a move of the pattern files is doing. */
export const DRIVE_FILES_POLL_MS = 1_000;

export const isDriveMoveRunning = (status: DriveFilesStatus | undefined) =>
  status?.state === 'waiting' || status?.state === 'active';

/** `GET /integrations/google-drive/files`: the last move of the user's pattern PDFs to Drive or back. */
export function getDriveFiles(client: ApiClient): Promise<DriveFilesStatus> {
  return client.get<DriveFilesStatus>(DRIVE_FILES_API.status);
}

/** Keyed by the switch, so turning 'Google Drive Sync' on or off asks again at once. */
export function driveFilesQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: ['settings', 'drive-files', enabled] as const,
    queryFn: () => getDriveFiles(client),
    refetchInterval: (query) => (isDriveMoveRunning(query.state.data) ? DRIVE_FILES_POLL_MS : false),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export function useDriveFiles(enabled: boolean) {
  return useQuery(driveFilesQueryOptions(useApiClient(), enabled));
}
