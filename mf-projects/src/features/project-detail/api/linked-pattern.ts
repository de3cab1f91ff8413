import { useQuery } from '@tanstack/react-query';
import { PATTERNS_API } from '@yarn-mgmt/contracts';
import { ApiError, useApiClient } from '@yarn-mgmt/web-platform';

/**
 * Whether the project's pattern is still in the library: the page asks the patterns service itself through the
 * gateway (DECISIONS 28). Only a 404 means deleted; the patterns service down or slow leaves the link as it is.
 */
export function usePatternDeleted(patternId: string | null): boolean {
  const client = useApiClient();
  const query = useQuery({
    queryKey: ['patterns', 'exists', patternId],
    queryFn: async () => {
      await client.get<unknown>(PATTERNS_API.pattern(encodeURIComponent(patternId ?? '')));
      return true;
    },
    enabled: patternId !== null,
    staleTime: 60_000,
  });
  return query.error instanceof ApiError && query.error.status === 404;
}
