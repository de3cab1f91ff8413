import { INVENTORY_API, type Yarn, type YarnCreateInput } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export function createYarn(client: ApiClient, body: YarnCreateInput): Promise<Yarn> {
  return client.post<Yarn>(INVENTORY_API.yarn, body);
}

export function useCreateYarn() {
  return useApiMutation(createYarn, { invalidates: [yarnKeys.all] });
}
