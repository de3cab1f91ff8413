import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type PatternDesigner } from '@yarn-mgmt/contracts';
import { useApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys } from '../../../api/query-keys';

/** How many of the user's designers the filter suggests at once. */
export const DESIGNER_SUGGESTIONS = 10;

/**
 * The designer filter's suggestions: `GET /patterns/designers?search=&limit=10`, the user's own designers whose
 * name contains what was typed (those starting with it first); the first ten by name before anything is typed.
 */
export function useDesignerSuggestions(search: string, enabled: boolean) {
  const client = useApiClient();
  const term = search.trim();
  const params = term ? { search: term, limit: DESIGNER_SUGGESTIONS } : { limit: DESIGNER_SUGGESTIONS };
  return useQuery({
    queryKey: [...patternKeys.designers(), 'suggestions', term] as const,
    queryFn: () => client.get<PatternDesigner[]>(PATTERNS_API.designers, { params }),
    select: (designers) => designers.map((designer) => designer.name),
    enabled,
    placeholderData: keepPreviousData,
  });
}
