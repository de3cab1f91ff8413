import { PATTERN_COVER_FIELD, PATTERNS_API, type Pattern } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** `PUT /patterns/{id}/cover` (multipart `cover`): the user's own photo as the pattern's cover. */
export function replacePatternCover(
  client: ApiClient,
  { id, file }: { id: string; file: File },
): Promise<Pattern> {
  const form = new FormData();
  form.append(PATTERN_COVER_FIELD, file);
  return client.put<Pattern>(PATTERNS_API.cover(segment(id)), form);
}

/** `DELETE /patterns/{id}/cover`: back to the book icon. */
export function removePatternCover(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(PATTERNS_API.cover(segment(id)));
}

// The cards of the list and of Similar Patterns show the cover too.
const stale = [patternKeys.lists(), ['patterns', 'similar'] as const];

export function useReplacePatternCover() {
  return useApiMutation(replacePatternCover, {
    invalidates: stale,
    onSuccess: (saved, _variables, queryClient) =>
      queryClient.setQueryData(patternKeys.detail(saved.id, 'local'), saved),
  });
}

export function useRemovePatternCover() {
  return useApiMutation(removePatternCover, {
    invalidates: stale,
    onSuccess: (_data, id, queryClient) =>
      queryClient.setQueryData<Pattern>(patternKeys.detail(id, 'local'), (old) =>
        old ? { ...old, image_url: null, cover_source: null } : old,
      ),
  });
}
