import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, type StashSummary } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** The inventory's own key family: a yarn write there (which invalidates `['yarn']`) makes this stale too. */
export const stashSummaryKey = ['yarn', 'stash-summary'] as const;

/** `GET /yarn/stash-summary` (inventory, through the gateway): the stash by line, colourway and dye lot. */
export function getStashSummary(client: ApiClient): Promise<StashSummary> {
  return client.get<StashSummary>(INVENTORY_API.stashSummary);
}

export function stashSummaryQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: stashSummaryKey,
    queryFn: () => getStashSummary(client),
    // The stash changes on other pages: ask again whenever the check is shown.
    staleTime: 0,
  });
}

/** Asked only once the user wants to know (`enabled`): the calculator itself needs no service. */
export function useStashSummary(enabled: boolean) {
  return useQuery({ ...stashSummaryQueryOptions(useApiClient()), enabled });
}
