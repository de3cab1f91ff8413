import { queryOptions, useQuery } from '@tanstack/react-query';
import { DEALS_API, type DealStatsResponseSchema } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import type { z } from 'zod';
import { shoppingDealKeys } from '../../../api/query-keys';

type DealStatsResponse = z.infer<typeof DealStatsResponseSchema>;

/** `GET /deals/stats` through the gateway: the brands that have deals, which item names are matched against. */
export function getDealBrands(client: ApiClient): Promise<DealStatsResponse> {
  return client.get<DealStatsResponse>(DEALS_API.stats);
}

export function dealBrandsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: shoppingDealKeys.stats(),
    queryFn: () => getDealBrands(client),
    select: (answer): string[] => answer.brands,
  });
}

/** Waits until the list has items to match. */
export function useDealBrands(enabled: boolean) {
  return useQuery({ ...dealBrandsQueryOptions(useApiClient()), enabled });
}
