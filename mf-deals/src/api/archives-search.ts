import { useQuery } from '@tanstack/react-query';
import { ARCHIVES_API, ARCHIVES_PAGE_SIZE, type Archive } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { archiveKeys } from './query-keys';

/** `POST /archives/search {query, limit}`: full-text search over the archived pages. */
export async function searchArchives(client: ApiClient, query: string, limit = ARCHIVES_PAGE_SIZE) {
  return (await client.post<{ results: Archive[] }>(ARCHIVES_API.search, { query, limit })).results;
}

/** The search's results; it runs only for a query that is not blank. */
export function useArchiveSearch(query: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: archiveKeys.search(query, ARCHIVES_PAGE_SIZE),
    queryFn: () => searchArchives(client, query),
    enabled: query.trim() !== '',
  });
}
