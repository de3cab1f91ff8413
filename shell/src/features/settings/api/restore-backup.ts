import { BACKUPS_API, type ImportSummary } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /backups/{id}/restore`: the backup read back through the import. */
export function restoreBackup(client: ApiClient, id: string): Promise<ImportSummary> {
  return client.post<ImportSummary>(BACKUPS_API.restore.path(id));
}

export function useRestoreBackup() {
  // Everything may have changed: every cached list and count is stale.
  return useApiMutation(restoreBackup, {
    onSuccess: (_answer, _id, queryClient) => void queryClient.invalidateQueries(),
  });
}
