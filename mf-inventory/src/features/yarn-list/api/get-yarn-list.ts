import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  INVENTORY_API,
  YARN_PAGE_SIZE,
  type RawYarnListQuery,
  type YarnListResponse,
} from '@yarn-mgmt/contracts';
import { nextOffset, useApiClient, type ApiClient, type QueryValue } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function getYarnList(client: ApiClient, params: RawYarnListQuery): Promise<YarnListResponse> {
  return client.get<YarnListResponse>(INVENTORY_API.yarn, { params: params as Record<string, QueryValue> });
}

/** Pages of `GET /yarn`, `YARN_PAGE_SIZE` rows each, while the server reports more (DECISIONS 6). */
export function yarnListQueryOptions(client: ApiClient, params: RawYarnListQuery) {
  return infiniteQueryOptions({
    queryKey: yarnKeys.list(params),
    queryFn: ({ pageParam }) => getYarnList(client, { ...params, limit: YARN_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        pages.map((page) => page.yarn),
        lastPage.total,
      ),
  });
}

export function useYarnList(params: RawYarnListQuery) {
  return useInfiniteQuery(yarnListQueryOptions(useApiClient(), params));
}
