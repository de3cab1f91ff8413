import {
  INVENTORY_API,
  type RawShoppingListItemCreateInput,
  type ShoppingListItem,
} from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /shopping-list` (the inventory's): the run-out warning's shortfall. */
export function addToShoppingList(
  client: ApiClient,
  body: RawShoppingListItemCreateInput,
): Promise<ShoppingListItem> {
  return client.post<ShoppingListItem>(INVENTORY_API.shoppingList, body);
}

export function useAddToShoppingList() {
  return useApiMutation(addToShoppingList, { invalidates: [['shopping-list']] });
}
