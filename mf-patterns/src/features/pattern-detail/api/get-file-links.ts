import { queryOptions, useQuery } from '@tanstack/react-query';
import { PATTERNS_API, type PatternFileLinks } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { patternKeys, segment } from '../../../api/query-keys';

/** Ask for fresh links this long before the signed ones expire, so a click never opens a dead link. */
export const LINK_REFRESH_MARGIN_MS = 60_000;
const MIN_REFRESH_MS = 5_000;

/** `GET /patterns/{id}/file-links`: signed view and download URLs a new tab can open without the bearer header. */
export function getFileLinks(client: ApiClient, id: string): Promise<PatternFileLinks> {
  return client.get<PatternFileLinks>(PATTERNS_API.fileLinks(segment(id)));
}

/** How long until the links should be renewed (never sooner than 5 s, so a clock skew cannot loop). */
export function refreshDelay(links: PatternFileLinks | undefined, now = Date.now()): number | false {
  if (!links) return false;
  const expires = Date.parse(links.expires_at);
  if (Number.isNaN(expires)) return false;
  return Math.max(expires - now - LINK_REFRESH_MARGIN_MS, MIN_REFRESH_MS);
}

export function fileLinksQueryOptions(client: ApiClient, id: string) {
  return queryOptions({
    queryKey: patternKeys.fileLinks(id),
    queryFn: () => getFileLinks(client, id),
    // The links are the answer's whole point until they expire: renewed on a timer, not by staleness.
    staleTime: 0,
    refetchInterval: (query) => refreshDelay(query.state.data),
    refetchIntervalInBackground: true,
  });
}

export function useFileLinks(id: string, hasFile: boolean) {
  return useQuery({ ...fileLinksQueryOptions(useApiClient(), id), enabled: hasFile });
}
