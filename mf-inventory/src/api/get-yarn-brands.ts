import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Brand } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function getYarnBrands(): Promise<Brand[]> {
  return api.get<Brand[]>('/yarn/brands');
}

export function yarnBrandsQueryOptions() {
  return queryOptions({ queryKey: yarnKeys.brands(), queryFn: getYarnBrands });
}

export function useYarnBrands() {
  return useQuery(yarnBrandsQueryOptions());
}
