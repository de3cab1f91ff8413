import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { PROJECTS_API, type ProjectsByYarn } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { segment, yarnKeys } from '../../../api/query-keys';

/**
 * How long the page waits for the projects service before it says the projects part is unavailable (the rest of
 * the page never waits for it).
 */
export const YARN_PROJECTS_TIMEOUT_MS = 2_000;

/**
 * The projects that reserved or used this yarn, and what they still hold: asked of the projects service by the
 * page itself, through the gateway (the inventory calls no other service, DECISIONS 28).
 */
export function getYarnProjects(client: ApiClient, yarnId: string): Promise<ProjectsByYarn> {
  return client.get<ProjectsByYarn>(PROJECTS_API.byYarn(segment(yarnId)), {
    signal: AbortSignal.timeout(YARN_PROJECTS_TIMEOUT_MS),
  });
}

export type YarnProjectsQuery = UseQueryResult<ProjectsByYarn>;

/** No retry: with the projects service down the page says so at once, as the rest of it stays usable. */
export function useYarnProjects(yarnId: string): YarnProjectsQuery {
  const client = useApiClient();
  return useQuery({
    queryKey: yarnKeys.projects(yarnId),
    queryFn: () => getYarnProjects(client, yarnId),
    retry: false,
  });
}
