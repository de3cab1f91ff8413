import { INVENTORY_API } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, shoppingListKeys } from '../../../api/query-keys';

export function deleteShoppingItem(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(INVENTORY_API.shoppingListItem(segment(id)));
}

export function useDeleteShoppingItem() {
  return useApiMutation(deleteShoppingItem, { invalidates: [shoppingListKeys.all] });
}
