import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, type Brand } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

/** The user's own brands. */
export function getYarnBrands(client: ApiClient): Promise<Brand[]> {
  return client.get<Brand[]>(INVENTORY_API.brands);
}

export function yarnBrandsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: yarnKeys.brands(), queryFn: () => getYarnBrands(client) });
}

export function useYarnBrands() {
  return useQuery(yarnBrandsQueryOptions(useApiClient()));
}
