import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { YARN_PAGE_SIZE, type YarnListParams, type YarnListResponse } from '@yarn-mgmt/contracts';
import { api, type QueryValue } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function getYarnList(params: YarnListParams): Promise<YarnListResponse> {
  return api.get<YarnListResponse>('/yarn', { params: params as Record<string, QueryValue> });
}

/** Pages of `GET /yarn`, `YARN_PAGE_SIZE` rows each, while the server reports more (DECISIONS 6). */
export function yarnListQueryOptions(params: YarnListParams) {
  return infiniteQueryOptions({
    queryKey: yarnKeys.list(params),
    queryFn: ({ pageParam }) => getYarnList({ ...params, limit: YARN_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.yarn.length, 0);
      return lastPage.yarn.length > 0 && loaded < lastPage.total ? loaded : undefined;
    },
  });
}

export function useYarnList(params: YarnListParams) {
  return useInfiniteQuery(yarnListQueryOptions(params));
}
