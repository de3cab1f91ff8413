import { queryOptions, useQuery } from '@tanstack/react-query';
import { INVENTORY_API, YARN_MAX_PAGE_SIZE, type Yarn, type YarnListResponse } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

/** Yarn to reserve: `GET /yarn?limit=100` (the largest page), most recently added first. */
export function getYarnOptions(client: ApiClient): Promise<YarnListResponse> {
  return client.get<YarnListResponse>(INVENTORY_API.yarn, { params: { limit: YARN_MAX_PAGE_SIZE } });
}

export function yarnOptionsQueryOptions(client: ApiClient) {
  return queryOptions({
    // Under the inventory's `yarn` key, so the inventory's writes (same query client) make this stale too.
    queryKey: ['yarn', 'options', YARN_MAX_PAGE_SIZE] as const,
    queryFn: () => getYarnOptions(client),
    select: (answer): Yarn[] => answer.yarn,
  });
}

export function useYarnOptions(enabled = true) {
  return useQuery({ ...yarnOptionsQueryOptions(useApiClient()), enabled });
}

/** "Malabrigo Rios - Ocean (630 yards available)", as the Start Project dialog lists yarn (spec 2.10). */
export function yarnOptionText(yarn: Yarn): string {
  const name = `${yarn.yarn_line.brand.name} ${yarn.yarn_line.name}`;
  const named = yarn.colorway ? `${name} - ${yarn.colorway}` : name;
  return `${named} (${yarn.remaining_yardage} yards available)`;
}
