import { queryOptions, useQuery } from '@tanstack/react-query';
import type { YarnItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from './query-keys';

export function getYarn(id: string): Promise<YarnItem> {
  return api.get<YarnItem>(`/yarn/${encodeURIComponent(id)}`);
}

export function yarnQueryOptions(id: string) {
  return queryOptions({ queryKey: yarnKeys.detail(id), queryFn: () => getYarn(id) });
}

export function useYarn(id: string | undefined) {
  return useQuery({ ...yarnQueryOptions(id ?? ''), enabled: Boolean(id) });
}
