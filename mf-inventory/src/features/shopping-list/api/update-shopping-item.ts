import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  INVENTORY_API,
  type ShoppingListItem,
  type RawShoppingListItemUpdateInput,
} from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { segment, shoppingListKeys } from '../../../api/query-keys';
import type { ShoppingListPages } from './get-shopping-list';

export function updateShoppingItem(
  client: ApiClient,
  id: string,
  body: RawShoppingListItemUpdateInput,
): Promise<ShoppingListItem> {
  return client.patch<ShoppingListItem>(INVENTORY_API.shoppingListItem(segment(id)), body);
}

/** Check-off shows at once; a failure puts the list back as the server has it. */
export function useUpdateShoppingItem() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: RawShoppingListItemUpdateInput }) =>
      updateShoppingItem(client, input.id, input.changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: shoppingListKeys.all });
      const checked = changes.checked;
      if (typeof checked !== 'boolean') return;
      queryClient.setQueryData<ShoppingListPages>(shoppingListKeys.all, (old) =>
        old
          ? {
              ...old,
              pages: old.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item.id === id ? { ...item, checked } : item)),
              })),
            }
          : old,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
