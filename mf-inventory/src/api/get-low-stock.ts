import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, LOW_STOCK_DEFAULT_LIMIT, type LowStockItem } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function getLowStock(client: ApiClient, limit = LOW_STOCK_DEFAULT_LIMIT): Promise<LowStockItem[]> {
  return client.get<LowStockItem[]>(INVENTORY_API.lowStock, { params: { limit } });
}

export function lowStockQueryOptions(client: ApiClient, limit = LOW_STOCK_DEFAULT_LIMIT) {
  return queryOptions({ queryKey: yarnKeys.lowStock(limit), queryFn: () => getLowStock(client, limit) });
}

export function useLowStock(limit = LOW_STOCK_DEFAULT_LIMIT) {
  return useQuery(lowStockQueryOptions(useApiClient(), limit));
}
