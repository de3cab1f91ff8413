import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dealKeys } from './deals-query-keys';
import type { DealTimelineResponse } from './deals-responses';

/** `GET /deals/timeline/{brand}`: the brand's deals, newest first, and its daily price history. */
export function getDealTimeline(client: ApiClient, brand: string): Promise<DealTimelineResponse> {
  return client.get<DealTimelineResponse>(DEALS_API.timeline(brand));
}

export function dealTimelineQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({ queryKey: dealKeys.timeline(brand), queryFn: () => getDealTimeline(client, brand) });
}

/** Waits for a brand (empty: none chosen). */
export function useDealTimeline(brand: string) {
  return useQuery({ ...dealTimelineQueryOptions(useApiClient(), brand), enabled: brand !== '' });
}
