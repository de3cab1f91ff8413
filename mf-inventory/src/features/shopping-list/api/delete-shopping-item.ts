import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export function deleteShoppingItem(id: string): Promise<void> {
  return api.delete<void>(`/shopping-list/${encodeURIComponent(id)}`);
}

export function useDeleteShoppingItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteShoppingItem,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: shoppingListKeys.all }),
  });
}
