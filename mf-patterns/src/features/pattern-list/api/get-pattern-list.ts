import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import {
  PATTERN_PAGE_SIZE,
  PATTERNS_API,
  type RawPatternListQuery,
  type PatternListResponse,
} from '@yarn-mgmt/contracts';
import { nextOffset, useApiClient, type ApiClient, type QueryValue } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

export function getPatternList(client: ApiClient, params: RawPatternListQuery): Promise<PatternListResponse> {
  return client.get<PatternListResponse>(PATTERNS_API.patterns, {
    params: params as Record<string, QueryValue>,
  });
}

/** Pages of `GET /patterns`, `PATTERN_PAGE_SIZE` rows each, while the server reports more (DECISIONS 6). */
export function patternListQueryOptions(client: ApiClient, params: RawPatternListQuery) {
  return infiniteQueryOptions({
    queryKey: patternKeys.list(params),
    queryFn: ({ pageParam }) =>
      getPatternList(client, { ...params, limit: PATTERN_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        pages.map((page) => page.patterns),
        lastPage.total,
      ),
  });
}

export function usePatternList(params: RawPatternListQuery) {
  return useInfiniteQuery(patternListQueryOptions(useApiClient(), params));
}
