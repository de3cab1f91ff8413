import { INVENTORY_API, type YarnItem, type YarnWrite } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function createYarn(client: ApiClient, body: YarnWrite): Promise<YarnItem> {
  return client.post<YarnItem>(INVENTORY_API.yarn, body);
}

export function useCreateYarn() {
  return useApiMutation(createYarn, { invalidates: [yarnKeys.all] });
}
