import { PATTERNS_API, type Pattern } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from './query-keys';

export interface FavoriteResult {
  id: string;
  is_favorite: boolean;
}

/** `PATCH /patterns/{id}/favorite`: the server flips the flag (spec part 1 section 4) and answers the new one. */
export function toggleFavorite(client: ApiClient, id: string): Promise<FavoriteResult> {
  return client.patch<FavoriteResult>(PATTERNS_API.favorite(segment(id)));
}

/** Flips the favourite, then reloads what shows it: the pattern, the lists and the Favorites tile. */
export function useToggleFavorite() {
  return useApiMutation(toggleFavorite, {
    invalidates: [patternKeys.lists(), patternKeys.stats()],
    onSuccess: (result, id, queryClient) => {
      queryClient.setQueriesData<Pattern>({ queryKey: patternKeys.details(id) }, (old) =>
        old ? { ...old, is_favorite: result.is_favorite } : old,
      );
      void queryClient.invalidateQueries({ queryKey: patternKeys.details(id) });
    },
  });
}
