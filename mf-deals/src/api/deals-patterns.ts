import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API, type PatternAnalysis } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dealKeys } from './deals-query-keys';
import type { PatternAnalysisResponse } from './deals-responses';

/** `GET /deals/patterns/{brand}`: the brand's seasonal and frequency analysis. */
export function getDealPatterns(client: ApiClient, brand: string): Promise<PatternAnalysisResponse> {
  return client.get<PatternAnalysisResponse>(DEALS_API.patterns(brand));
}

export function dealPatternsQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({
    queryKey: dealKeys.patterns(brand),
    queryFn: () => getDealPatterns(client, brand),
    select: (answer): PatternAnalysis => answer.patterns,
  });
}

/** Waits for a brand (empty: none chosen). */
export function useDealPatterns(brand: string) {
  return useQuery({ ...dealPatternsQueryOptions(useApiClient(), brand), enabled: brand !== '' });
}
