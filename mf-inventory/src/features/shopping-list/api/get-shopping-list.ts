import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export interface ShoppingListResponse {
  items: ShoppingListItem[];
  total: number;
}

export function getShoppingList(): Promise<ShoppingListResponse> {
  return api.get<ShoppingListResponse>('/shopping-list');
}

export function shoppingListQueryOptions() {
  return queryOptions({ queryKey: shoppingListKeys.all, queryFn: getShoppingList });
}

export function useShoppingList() {
  return useQuery(shoppingListQueryOptions());
}
