import { queryOptions, useQuery } from '@tanstack/react-query';
import { DRIVE_FILES_API, type DriveFilesStatus } from '@yarn-mgmt/contracts';
import { ApiError, isRunGoing, pollWhile, useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

export const isDriveMoveRunning = (status: DriveFilesStatus | undefined) => isRunGoing(status);

/** `GET /integrations/google-drive/files`: the last move of the user's pattern PDFs to Drive or back. */
export function getDriveFiles(client: ApiClient): Promise<DriveFilesStatus> {
  return client.get<DriveFilesStatus>(DRIVE_FILES_API.status);
}

/** Keyed by the switch, so turning 'Google Drive Sync' on or off asks again at once. */
export function driveFilesQueryOptions(client: ApiClient, enabled: boolean) {
  return queryOptions({
    queryKey: ['settings', 'drive-files', enabled] as const,
    queryFn: () => getDriveFiles(client),
    refetchInterval: pollWhile(isDriveMoveRunning),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export function useDriveFiles(enabled: boolean) {
  return useQuery(driveFilesQueryOptions(useApiClient(), enabled));
}
