import {
  PATTERNS_API,
  type Pattern,
  type PatternCreateInput,
  type PatternUpdateInput,
} from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** `POST /patterns` (201 with the new pattern). */
export function createPattern(client: ApiClient, body: PatternCreateInput): Promise<Pattern> {
  return client.post<Pattern>(PATTERNS_API.patterns, body);
}

/** `PUT /patterns/{id}`. */
export function updatePattern(
  client: ApiClient,
  { id, body }: { id: string; body: PatternUpdateInput },
): Promise<Pattern> {
  return client.put<Pattern>(PATTERNS_API.pattern(segment(id)), body);
}

const stale = [patternKeys.lists(), patternKeys.stats(), patternKeys.designers()];

export function useCreatePattern() {
  return useApiMutation(createPattern, { invalidates: stale });
}

export function useUpdatePattern() {
  return useApiMutation(updatePattern, {
    invalidates: stale,
    onSuccess: (saved, _variables, queryClient) => {
      queryClient.setQueryData(patternKeys.detail(saved.id, 'local'), saved);
      void queryClient.invalidateQueries({ queryKey: patternKeys.similar(saved.id) });
    },
  });
}
