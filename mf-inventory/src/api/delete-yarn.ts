import { INVENTORY_API } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from './query-keys';

export function deleteYarn(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(INVENTORY_API.yarnItem(segment(id)));
}

export function useDeleteYarn() {
  return useApiMutation(deleteYarn, {
    invalidates: [yarnKeys.all],
    onSuccess: (_data, id, queryClient) => queryClient.removeQueries({ queryKey: yarnKeys.detail(id) }),
  });
}
