import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, YARN_MAX_PAGE_SIZE, type YarnListResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/**
 * The Start Project dialog's yarn: `GET /yarn?limit=100` (the largest page), most recently added first; with
 * `search` (what the user typed: brand, line, colourway...) the whole stash is searched, so any yarn can be picked.
 */
export const YARN_OPTIONS_LIMIT = YARN_MAX_PAGE_SIZE;

export function getYarnOptions(client: ApiClient, search = ''): Promise<YarnListResponse> {
  const params = search.trim()
    ? { limit: YARN_OPTIONS_LIMIT, search: search.trim() }
    : { limit: YARN_OPTIONS_LIMIT };
  return client.get<YarnListResponse>(INVENTORY_API.yarn, { params });
}

export function yarnOptionsQueryOptions(client: ApiClient, search = '') {
  return queryOptions({
    // Under the inventory's `yarn` key, so its writes (same query client on the page) make this stale too.
    queryKey: ['yarn', 'options', YARN_OPTIONS_LIMIT, search.trim()] as const,
    queryFn: () => getYarnOptions(client, search),
  });
}

/** Loaded when the dialog opens (spec part 1 section 7), again as the search changes. */
export function useYarnOptions(open: boolean, search = '') {
  return useQuery({
    ...yarnOptionsQueryOptions(useApiClient(), search),
    enabled: open,
    placeholderData: keepPreviousData,
  });
}
