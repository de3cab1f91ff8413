import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YarnLine } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function getYarnLines(brand: string): Promise<YarnLine[]> {
  return api.get<YarnLine[]>('/yarn/lines', { params: { brand } });
}

export function yarnLinesQueryOptions(brand: string) {
  return queryOptions({ queryKey: yarnKeys.lines(brand), queryFn: () => getYarnLines(brand) });
}

/** The lines of a brand, once a brand name is entered. */
export function useYarnLines(brand: string) {
  return useQuery({ ...yarnLinesQueryOptions(brand), enabled: brand.trim().length > 0 });
}
