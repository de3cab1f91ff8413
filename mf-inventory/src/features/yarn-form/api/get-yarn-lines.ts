import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, type YarnLine } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

/** The user's own lines of a brand. */
export function getYarnLines(client: ApiClient, brand: string): Promise<YarnLine[]> {
  return client.get<YarnLine[]>(INVENTORY_API.lines, { params: { brand } });
}

export function yarnLinesQueryOptions(client: ApiClient, brand: string) {
  return queryOptions({ queryKey: yarnKeys.lines(brand), queryFn: () => getYarnLines(client, brand) });
}

/** The lines of a brand, once a brand name is entered. */
export function useYarnLines(brand: string) {
  return useQuery({ ...yarnLinesQueryOptions(useApiClient(), brand), enabled: brand.trim().length > 0 });
}
