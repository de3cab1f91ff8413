import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem, ShoppingListUpdate } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';
import type { ShoppingListResponse } from './get-shopping-list';

export function updateShoppingItem(id: string, body: ShoppingListUpdate): Promise<ShoppingListItem> {
  return api.patch<ShoppingListItem>(`/shopping-list/${encodeURIComponent(id)}`, body);
}

/** Check-off shows at once; a failure puts the list back as the server has it. */
export function useUpdateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { id: string; changes: ShoppingListUpdate }) =>
      updateShoppingItem(input.id, input.changes),
    onMutate: async ({ id, changes }) => {
      await queryClient.cancelQueries({ queryKey: shoppingListKeys.all });
      queryClient.setQueryData<ShoppingListResponse>(shoppingListKeys.all, (old) =>
        old
          ? {
              ...old,
              items: old.items.map((item) =>
                item.id === id && typeof changes.checked === 'boolean'
                  ? { ...item, checked: changes.checked }
                  : item,
              ),
            }
          : old,
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
