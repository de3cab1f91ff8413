import { useQuery } from '@tanstack/react-query';
import { ARCHIVES_API, type ArchiveStats } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { archiveKeys } from './query-keys';

/** `GET /archives/stats` */
export async function getArchiveStats(client: ApiClient): Promise<ArchiveStats> {
  return (await client.get<{ stats: ArchiveStats }>(ARCHIVES_API.stats)).stats;
}

export function useArchiveStats() {
  const client = useApiClient();
  return useQuery({ queryKey: archiveKeys.stats(), queryFn: () => getArchiveStats(client) });
}
