import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type StashMatch } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** `GET /patterns/{id}/stash-match?size=`: the user's yarn that fits, against the chosen size's yards. */
export function getStashMatch(client: ApiClient, id: string, size: string | null): Promise<StashMatch> {
  return client.get<StashMatch>(PATTERNS_API.stashMatch(segment(id)), { params: { size } });
}

export function stashMatchQueryOptions(client: ApiClient, id: string, size: string | null) {
  return queryOptions({
    queryKey: patternKeys.stashMatch(id, size),
    queryFn: () => getStashMatch(client, id, size),
    // The stash changes on other pages: ask again whenever the card is shown.
    staleTime: 0,
  });
}

export function useStashMatch(id: string, size: string | null) {
  // The previous size's answer stays while the next loads, so the size selector does not blink away.
  return useQuery({ ...stashMatchQueryOptions(useApiClient(), id, size), placeholderData: keepPreviousData });
}
