import { INVENTORY_API, type Yarn } from '@yarn-mgmt/contracts';
import type { ApiClient } from '@yarn-mgmt/web-platform';
import { useApiMutation } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

export interface FavoriteResult {
  id: string;
  is_favorite: boolean;
}

export function toggleFavorite(client: ApiClient, id: string): Promise<FavoriteResult> {
  return client.patch<FavoriteResult>(INVENTORY_API.favorite(segment(id)));
}

export function useToggleFavorite() {
  return useApiMutation(toggleFavorite, {
    invalidates: [yarnKeys.lists()],
    onSuccess: (result, _id, queryClient) =>
      queryClient.setQueryData<Yarn>(yarnKeys.detail(result.id), (old) =>
        old ? { ...old, is_favorite: result.is_favorite } : old,
      ),
  });
}
