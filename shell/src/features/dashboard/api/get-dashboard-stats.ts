import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_API, type DashboardStats } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dashboardKeys } from './query-keys';

/** `GET /dashboard/stats` (spec part 1 section 7), composed by the gateway. */
export function getDashboardStats(client: ApiClient): Promise<DashboardStats> {
  return client.get<DashboardStats>(DASHBOARD_API.stats);
}

export function dashboardStatsQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: dashboardKeys.stats(),
    queryFn: () => getDashboardStats(client),
    // A summary of what other modules change: shown from the cache at once, then read again on every visit.
    refetchOnMount: 'always',
  });
}

export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions(useApiClient()));
}
