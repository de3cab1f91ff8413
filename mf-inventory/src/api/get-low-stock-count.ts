import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, type LowStockCount } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function getLowStockCount(client: ApiClient): Promise<LowStockCount> {
  return client.get<LowStockCount>(INVENTORY_API.lowStockCount);
}

export function lowStockCountQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: yarnKeys.lowStockCount(), queryFn: () => getLowStockCount(client) });
}

/** Every low or critical entry: the Low Stock Alert badge, while the panel lists the first few. */
export function useLowStockCount() {
  return useQuery(lowStockCountQueryOptions(useApiClient()));
}
