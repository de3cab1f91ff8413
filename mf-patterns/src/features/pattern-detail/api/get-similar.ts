import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, SIMILAR_PATTERNS_MAX, type Pattern } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** `GET /patterns/recommendations/similar/{id}`: at most four of the user's other patterns. */
export function getSimilarPatterns(client: ApiClient, id: string): Promise<Pattern[]> {
  return client.get<Pattern[]>(PATTERNS_API.similar(segment(id)));
}

export function similarPatternsQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: patternKeys.similar(id),
    queryFn: () => getSimilarPatterns(client, id),
    select: (patterns) => patterns.slice(0, SIMILAR_PATTERNS_MAX),
  });
}

/** Asked once the pattern itself has loaded (spec part 1 section 7), so a missing pattern asks nothing more. */
export function useSimilarPatterns(id: string, patternLoaded: boolean) {
  return useQuery({ ...similarPatternsQueryOptions(useApiClient(), id), enabled: patternLoaded });
}
