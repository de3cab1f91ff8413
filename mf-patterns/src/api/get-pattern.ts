import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type Pattern, type PatternSource } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from './query-keys';

/** `GET /patterns/{id}?source=local|ravelry` */
export function getPattern(client: ApiClient, id: string, source: PatternSource): Promise<Pattern> {
  return client.get<Pattern>(PATTERNS_API.pattern(segment(id)), { params: { source } });
}

export function patternQueryOptions(client: ApiClient, id: string, source: PatternSource) {
  return queryOptions({
    queryKey: patternKeys.detail(id, source),
    queryFn: () => getPattern(client, id, source),
  });
}

export function usePattern(id: string, source: PatternSource = 'local') {
  return useQuery({ ...patternQueryOptions(useApiClient(), id, source), enabled: id !== '' });
}
