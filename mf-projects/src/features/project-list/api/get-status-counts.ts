import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type RawProjectListQuery, type ProjectStatusCounts } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient, type QueryValue } from '@yarn-mgmt/web-platform';
import { projectKeys } from '../../../api/query-keys';

/** `GET /projects/counts`: the tabs' chips, for the same filters as the list (not its status). */
export function getStatusCounts(
  client: ApiClient,
  filters: Partial<RawProjectListQuery>,
): Promise<ProjectStatusCounts> {
  return client.get<ProjectStatusCounts>(PROJECTS_API.counts, {
    params: filters as Record<string, QueryValue>,
  });
}

export function statusCountsQueryOptions(client: ApiClient, filters: Partial<RawProjectListQuery>) {
  return queryOptions({
    queryKey: projectKeys.countsFor(filters),
    queryFn: () => getStatusCounts(client, filters),
  });
}

export function useStatusCounts(filters: Partial<RawProjectListQuery>) {
  return useQuery(statusCountsQueryOptions(useApiClient(), filters));
}
