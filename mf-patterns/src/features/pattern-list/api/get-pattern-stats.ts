import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type PatternStats } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

/** `GET /patterns/stats`: the library's four tiles. */
export function getPatternStats(client: ApiClient): Promise<PatternStats> {
  return client.get<PatternStats>(PATTERNS_API.stats);
}

export function patternStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: patternKeys.stats(), queryFn: () => getPatternStats(client) });
}

export function usePatternStats() {
  return useQuery(patternStatsQueryOptions(useApiClient()));
}
