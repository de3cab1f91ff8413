import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dealKeys } from './deals-query-keys';
import type { DealsResponse } from './deals-responses';

/** `GET /deals/active`: the deals on sale now (the server's default page, 500), filtered in the gallery. */
export function getActiveDeals(client: ApiClient): Promise<DealsResponse> {
  return client.get<DealsResponse>(DEALS_API.active);
}

export function activeDealsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: dealKeys.active(), queryFn: () => getActiveDeals(client) });
}

export function useActiveDeals() {
  return useQuery(activeDealsQueryOptions(useApiClient()));
}
