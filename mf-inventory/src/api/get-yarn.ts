import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, type Yarn } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from './query-keys';

export function getYarn(client: ApiClient, id: string): Promise<Yarn> {
  return client.get<Yarn>(INVENTORY_API.yarnItem(segment(id)));
}

export function yarnQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: yarnKeys.detail(id), queryFn: () => getYarn(client, id) });
}

export function useYarn(id: string | undefined) {
  return useQuery({ ...yarnQueryOptions(useApiClient(), id ?? ''), enabled: Boolean(id) });
}
