import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  ACTIVE_PROJECTS_PANEL_LIMIT,
  PROJECTS_API,
  type Project,
  type ProjectListResponse,
} from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { projectKeys } from './query-keys';

const params = { limit: ACTIVE_PROJECTS_PANEL_LIMIT, status: 'active' } as const;

/** `GET /projects?limit=5&status=active`: the dashboard's Active Projects (spec part 1 sections 2.4 and 7). */
export function getActiveProjects(client: ApiClient): Promise<ProjectListResponse> {
  return client.get<ProjectListResponse>(PROJECTS_API.projects, { params });
}

export function activeProjectsQueryOptions(client: ApiClient) {
  return queryOptions({
    // Under the lists' key, so a move on the board (same query client) refreshes the panel too.
    queryKey: projectKeys.list(params),
    queryFn: () => getActiveProjects(client),
    select: (answer): Project[] => answer.projects,
  });
}

export function useActiveProjects() {
  return useQuery(activeProjectsQueryOptions(useApiClient()));
}
