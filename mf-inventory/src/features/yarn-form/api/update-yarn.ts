import { INVENTORY_API, type YarnItem, type YarnWrite } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

export function updateYarn(client: ApiClient, id: string, body: YarnWrite): Promise<YarnItem> {
  return client.put<YarnItem>(INVENTORY_API.yarnItem(segment(id)), body);
}

export function useUpdateYarn(id: string) {
  return useApiMutation((client, body: YarnWrite) => updateYarn(client, id, body), {
    invalidates: [yarnKeys.all],
    onSuccess: (yarn, _body, queryClient) => queryClient.setQueryData(yarnKeys.detail(yarn.id), yarn),
  });
}
