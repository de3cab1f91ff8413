import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PROJECTS_API, type RawProjectListQuery, type ProjectListResponse } from '@yarn-mgmt/contracts';
import { nextOffset, useApiClient, type ApiClient, type QueryValue } from '@yarn-mgmt/web-platform';
import { projectKeys } from '../../../api/query-keys';

export function getProjectList(client: ApiClient, params: RawProjectListQuery): Promise<ProjectListResponse> {
  return client.get<ProjectListResponse>(PROJECTS_API.projects, {
    params: params as Record<string, QueryValue>,
  });
}

/** Pages of `GET /projects`, `limit` rows each, while the server reports more (DECISIONS 6). */
export function projectListQueryOptions(client: ApiClient, params: RawProjectListQuery, limit: number) {
  return infiniteQueryOptions({
    queryKey: projectKeys.list({ ...params, limit }),
    queryFn: ({ pageParam }) => getProjectList(client, { ...params, limit, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        pages.map((page) => page.projects),
        lastPage.total,
      ),
  });
}

export function useProjectList(params: RawProjectListQuery, limit: number) {
  return useInfiniteQuery(projectListQueryOptions(useApiClient(), params, limit));
}
