import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export function addToShoppingList(id: string): Promise<ShoppingListItem> {
  return api.post<ShoppingListItem>(`/yarn/${encodeURIComponent(id)}/add-to-shopping-list`);
}

export function useAddToShoppingList() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addToShoppingList,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
