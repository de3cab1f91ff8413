import { queryOptions, useQuery } from '@tanstack/react-query';
import { DASHBOARD_ACTIVITY_LIMIT, DASHBOARD_API, type ActivityItem } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { dashboardKeys } from './query-keys';

/** `GET /activity/recent?limit=10` (spec part 1 section 7), merged by the gateway from every module. */
export function getRecentActivity(
  client: ApiClient,
  limit = DASHBOARD_ACTIVITY_LIMIT,
): Promise<ActivityItem[]> {
  return client.get<ActivityItem[]>(DASHBOARD_API.recentActivity, { params: { limit } });
}

export function recentActivityQueryOptions(client: ApiClient, limit = DASHBOARD_ACTIVITY_LIMIT) {
  return queryOptions({
    queryKey: dashboardKeys.recentActivity(limit),
    queryFn: () => getRecentActivity(client, limit),
    refetchOnMount: 'always',
  });
}

export function useRecentActivity(limit = DASHBOARD_ACTIVITY_LIMIT) {
  return useQuery(recentActivityQueryOptions(useApiClient(), limit));
}
