import { ARCHIVE_CLEANUP_DAYS, ARCHIVES_API, type Archive } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { archiveKeys } from './query-keys';

/** `DELETE /archives/{id}` */
export function deleteArchive(client: ApiClient, id: Archive['id']): Promise<unknown> {
  return client.delete(ARCHIVES_API.archive(id));
}

/** `POST /archives/cleanup {daysOld}`: how many archives went. */
export async function cleanupArchives(client: ApiClient, daysOld = ARCHIVE_CLEANUP_DAYS): Promise<number> {
  const answer = await client.post<{ recordsDeleted: number }>(ARCHIVES_API.cleanup, { daysOld });
  return answer.recordsDeleted;
}

const invalidates = [archiveKeys.all];
export const useDeleteArchive = () => useApiMutation(deleteArchive, { invalidates });
export const useCleanupArchives = () => useApiMutation(cleanupArchives, { invalidates });
