import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** `DELETE /patterns/{id}` (its file goes with it). */
export function deletePattern(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(PATTERNS_API.pattern(segment(id)));
}

export function useDeletePattern() {
  return useApiMutation(deletePattern, {
    invalidates: [patternKeys.lists(), patternKeys.stats()],
    onSuccess: (_data, id, queryClient) => queryClient.removeQueries({ queryKey: patternKeys.details(id) }),
  });
}
