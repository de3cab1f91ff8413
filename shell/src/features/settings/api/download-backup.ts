import { BACKUPS_API, type Backup } from '@yarn-mgmt/contracts';
import { downloader, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `GET /backups/{id}/download`: the file, saved under the backup's own name. */
export async function downloadBackup(client: ApiClient, backup: Backup): Promise<void> {
  downloader.save(await client.getBlob(BACKUPS_API.download.path(backup.id)), backup.file_name);
}

export function useDownloadBackup() {
  return useApiMutation(downloadBackup);
}
