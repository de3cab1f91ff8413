import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  INVENTORY_API,
  SHOPPING_LIST_PAGE_SIZE,
  type ShoppingListResponseSchema,
} from '@yarn-mgmt/contracts';
import { nextOffset, useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { shoppingListKeys } from '../../../api/query-keys';

export type ShoppingListResponse = z.infer<typeof ShoppingListResponseSchema>;
export type ShoppingListPages = InfiniteData<ShoppingListResponse, number>;

export function getShoppingList(
  client: ApiClient,
  page: { limit: number; offset: number },
): Promise<ShoppingListResponse> {
  return client.get<ShoppingListResponse>(INVENTORY_API.shoppingList, { params: page });
}

/** Pages of `GET /shopping-list`, `SHOPPING_LIST_PAGE_SIZE` rows each (DECISIONS 6). */
export function shoppingListQueryOptions(client: ApiClient) {
  return infiniteQueryOptions({
    queryKey: shoppingListKeys.all,
    queryFn: ({ pageParam }) =>
      getShoppingList(client, { limit: SHOPPING_LIST_PAGE_SIZE, offset: pageParam }),
    initialPageParam: 0,
    getNextPageParam: (lastPage, pages) =>
      nextOffset(
        pages.map((page) => page.items),
        lastPage.total,
      ),
  });
}

export function useShoppingList() {
  return useInfiniteQuery(shoppingListQueryOptions(useApiClient()));
}
