import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { YarnItem } from '@yarn-mgmt/contracts';
import { api } from '@yarn-mgmt/web-platform';
import { yarnKeys } from '../../../api/query-keys';

export interface FavoriteResult {
  id: string;
  is_favorite: boolean;
}

export function toggleFavorite(id: string): Promise<FavoriteResult> {
  return api.patch<FavoriteResult>(`/yarn/${encodeURIComponent(id)}/favorite`);
}

export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onSuccess: (result) => {
      queryClient.setQueryData<YarnItem>(yarnKeys.detail(result.id), (old) =>
        old ? { ...old, is_favorite: result.is_favorite } : old,
      );
      void queryClient.invalidateQueries({ queryKey: yarnKeys.lists() });
    },
  });
}
