import { queryOptions, useQuery } from '@tanstack/react-query';
import { LOW_STOCK_DEFAULT_LIMIT, type LowStockItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function getLowStock(limit = LOW_STOCK_DEFAULT_LIMIT): Promise<LowStockItem[]> {
  return api.get<LowStockItem[]>('/yarn/low-stock', { params: { limit } });
}

export function lowStockQueryOptions(limit = LOW_STOCK_DEFAULT_LIMIT) {
  return queryOptions({ queryKey: yarnKeys.lowStock(limit), queryFn: () => getLowStock(limit) });
}

export function useLowStock(limit = LOW_STOCK_DEFAULT_LIMIT) {
  return useQuery(lowStockQueryOptions(limit));
}
