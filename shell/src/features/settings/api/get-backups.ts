import { queryOptions, useQuery } from '@tanstack/react-query';
import { BACKUPS_API, type BackupListResponse, type BackupRun } from '@yarn-mgmt/contracts';
import { ApiError, isRunGoing, pollWhile, useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

export const backupsKey = ['settings', 'backups'] as const;
export const isBackupRunning = (run: BackupRun | undefined) => isRunGoing(run);

/** `GET /backups`: the kept backups, newest first, and the last Backup Now. */
export function getBackups(client: ApiClient): Promise<BackupListResponse> {
  return client.get<BackupListResponse>(BACKUPS_API.list);
}

export function backupsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: backupsKey,
    queryFn: () => getBackups(client),
    // Asked again while a backup waits or runs, so it appears in the list when it is written.
    refetchInterval: pollWhile((data: BackupListResponse | undefined) => isBackupRunning(data?.run)),
    retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < 2,
  });
}

export function useBackups() {
  return useQuery(backupsQueryOptions(useApiClient()));
}
