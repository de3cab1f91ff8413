import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type PatternCategory } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

/** `GET /patterns/categories`: the category filter's choices. */
export function getCategories(client: ApiClient): Promise<PatternCategory[]> {
  return client.get<PatternCategory[]>(PATTERNS_API.categories);
}

export function categoriesQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: patternKeys.categories(),
    queryFn: () => getCategories(client),
    // The six categories are fixed server data: no need to ask again during a visit.
    staleTime: Infinity,
  });
}

export function useCategories() {
  return useQuery(categoriesQueryOptions(useApiClient()));
}
