import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dealKeys } from './deals-query-keys';
import type { DealStatsResponse } from './deals-responses';

/** `GET /deals/stats`: the gallery's stat cards and the timeline's brand list (DECISIONS 17). */
export function getDealStats(client: ApiClient): Promise<DealStatsResponse> {
  return client.get<DealStatsResponse>(DEALS_API.stats);
}

export function dealStatsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: dealKeys.stats(), queryFn: () => getDealStats(client) });
}

export function useDealStats() {
  return useQuery(dealStatsQueryOptions(useApiClient()));
}
