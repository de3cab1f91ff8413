import { INVENTORY_API, type Yarn, type YarnUpdateInput } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

export function updateYarn(client: ApiClient, id: string, body: YarnUpdateInput): Promise<Yarn> {
  return client.put<Yarn>(INVENTORY_API.yarnItem(segment(id)), body);
}

export function useUpdateYarn(id: string) {
  return useApiMutation((client, body: YarnUpdateInput) => updateYarn(client, id, body), {
    invalidates: [yarnKeys.all],
    onSuccess: (yarn, _body, queryClient) => queryClient.setQueryData(yarnKeys.detail(yarn.id), yarn),
  });
}
