import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type ProjectListParams, type ProjectStatusCounts } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient, type QueryValue } from '@yarn-mgmt/web-platform';
import { projectKeys } from '../../../api/query-keys';

/** `GET /projects/counts`: the tabs' chips, for the same filters as the list (not its status). */
export function getStatusCounts(
  client: ApiClient,
  filters: Partial<ProjectListParams>,
): Promise<ProjectStatusCounts> {
  return client.get<ProjectStatusCounts>(PROJECTS_API.counts, {
    params: filters as Record<string, QueryValue>,
  });
}

export function statusCountsQueryOptions(client: ApiClient, filters: Partial<ProjectListParams>) {
  return queryOptions({
    queryKey: projectKeys.countsFor(filters),
    queryFn: () => getStatusCounts(client, filters),
  });
}

export function useStatusCounts(filters: Partial<ProjectListParams>) {
  return useQuery(statusCountsQueryOptions(useApiClient(), filters));
}
