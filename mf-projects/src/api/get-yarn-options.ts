import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, YARN_MAX_PAGE_SIZE, type Yarn, type YarnListResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/**
 * Yarn to reserve: `GET /yarn?limit=100` (the largest page), most recently added first; with `search` (what the
 * user typed: brand, line, colourway...) the whole stash is searched, so any yarn can be picked.
 */
export function getYarnOptions(client: ApiClient, search = ''): Promise<YarnListResponse> {
  const term = search.trim();
  const params = term ? { limit: YARN_MAX_PAGE_SIZE, search: term } : { limit: YARN_MAX_PAGE_SIZE };
  return client.get<YarnListResponse>(INVENTORY_API.yarn, { params });
}

export function yarnOptionsQueryOptions(client: ApiClient, search = '') {
  return queryOptions({
    // Under the inventory's `yarn` key, so the inventory's writes (same query client) make this stale too.
    queryKey: ['yarn', 'options', YARN_MAX_PAGE_SIZE, search.trim()] as const,
    queryFn: () => getYarnOptions(client, search),
  });
}

export function useYarnOptions(enabled = true, search = '') {
  return useQuery({
    ...yarnOptionsQueryOptions(useApiClient(), search),
    enabled,
    placeholderData: keepPreviousData,
  });
}

/** "Malabrigo Rios - Ocean (630 yards available)", as the Start Project dialog lists yarn (spec 2.10). */
export function yarnOptionText(yarn: Yarn): string {
  const name = `${yarn.yarn_line.brand.name} ${yarn.yarn_line.name}`;
  const named = yarn.colorway ? `${name} - ${yarn.colorway}` : name;
  return `${named} (${yarn.remaining_yardage} yards available)`;
}
