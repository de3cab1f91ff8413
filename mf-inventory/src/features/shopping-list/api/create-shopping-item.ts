import {
  INVENTORY_API,
  type RawShoppingListItemCreateInput,
  type ShoppingListItem,
} from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export function createShoppingItem(
  client: ApiClient,
  body: RawShoppingListItemCreateInput,
): Promise<ShoppingListItem> {
  return client.post<ShoppingListItem>(INVENTORY_API.shoppingList, body);
}

export function useCreateShoppingItem() {
  return useApiMutation(createShoppingItem, { invalidates: [shoppingListKeys.all] });
}
