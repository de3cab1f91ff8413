import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERN_MAX_PAGE_SIZE, PATTERNS_API, type PatternListResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** The pattern picker's choices: `GET /patterns` by title, narrowed by what the user types. */
export function getPatternOptions(client: ApiClient, search: string): Promise<PatternListResponse> {
  return client.get<PatternListResponse>(PATTERNS_API.patterns, {
    params: { sort: 'title', order: 'asc', limit: PATTERN_MAX_PAGE_SIZE, search: search.trim() || undefined },
  });
}

export function patternOptionsQueryOptions(client: ApiClient, search: string) {
  return queryOptions({
    // Under the patterns module's key, so its writes (same query client on the page) make this stale too.
    queryKey: ['patterns', 'options', search.trim()] as const,
    queryFn: () => getPatternOptions(client, search),
    placeholderData: keepPreviousData,
  });
}

export function usePatternOptions(search: string) {
  return useQuery(patternOptionsQueryOptions(useApiClient(), search));
}
