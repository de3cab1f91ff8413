import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, YARN_MAX_PAGE_SIZE, type Yarn, type YarnListResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** The Start Project dialog's yarn: `GET /yarn?limit=100` (the largest page), most recently added first. */
export const YARN_OPTIONS_LIMIT = YARN_MAX_PAGE_SIZE;

export function getYarnOptions(client: ApiClient): Promise<YarnListResponse> {
  return client.get<YarnListResponse>(INVENTORY_API.yarn, { params: { limit: YARN_OPTIONS_LIMIT } });
}

export function yarnOptionsQueryOptions(client: ApiClient) {
  return queryOptions({
    // Under the inventory's `yarn` key, so its writes (same query client on the page) make this stale too.
    queryKey: ['yarn', 'options', YARN_OPTIONS_LIMIT] as const,
    queryFn: () => getYarnOptions(client),
    select: (answer): Yarn[] => answer.yarn,
  });
}

/** Loaded when the dialog opens (spec part 1 section 7). */
export function useYarnOptions(open: boolean) {
  return useQuery({ ...yarnOptionsQueryOptions(useApiClient()), enabled: open });
}
