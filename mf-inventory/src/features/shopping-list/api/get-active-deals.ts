import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API, type Deal, type DealsResponseSchema } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import type { z } from 'zod';
import { shoppingDealKeys } from '../../../api/query-keys';

type DealsResponse = z.infer<typeof DealsResponseSchema>;

/** `GET /deals/active` through the gateway: what is on sale now (the server's page of 500). */
export function getActiveDeals(client: ApiClient): Promise<DealsResponse> {
  return client.get<DealsResponse>(DEALS_API.active);
}

export function activeDealsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: shoppingDealKeys.active(),
    queryFn: () => getActiveDeals(client),
    select: (answer): Deal[] => answer.deals,
  });
}

export function useActiveDeals(enabled: boolean) {
  return useQuery({ ...activeDealsQueryOptions(useApiClient()), enabled });
}
