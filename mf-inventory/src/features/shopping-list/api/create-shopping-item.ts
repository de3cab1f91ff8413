import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ShoppingListCreate, ShoppingListItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export function createShoppingItem(body: ShoppingListCreate): Promise<ShoppingListItem> {
  return api.post<ShoppingListItem>('/shopping-list', body);
}

export function useCreateShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShoppingItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
