import { INVENTORY_API, type ShoppingListItem } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, shoppingListKeys } from '../../../api/query-keys';

export function addToShoppingList(client: ApiClient, id: string): Promise<ShoppingListItem> {
  return client.post<ShoppingListItem>(INVENTORY_API.addToShoppingList(segment(id)));
}

export function useAddToShoppingList() {
  return useApiMutation(addToShoppingList, { invalidates: [shoppingListKeys.all] });
}
