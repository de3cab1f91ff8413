import { BACKUPS_API, type BackupListResponse, type BackupRun } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { backupsKey } from './get-backups';

/** `POST /backups`: Backup Now, queued (202) with the run's state. */
export function startBackup(client: ApiClient): Promise<BackupRun> {
  return client.post<BackupRun>(BACKUPS_API.list);
}

export function useStartBackup() {
  return useApiMutation((client) => startBackup(client), {
    // The run shown at once, so the list starts asking how it goes.
    onSuccess: (run, _variables, queryClient) =>
      queryClient.setQueryData<BackupListResponse>(backupsKey, (list) => (list ? { ...list, run } : list)),
    invalidates: [backupsKey],
  });
}
