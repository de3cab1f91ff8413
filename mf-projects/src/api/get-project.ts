import { queryOptions, useQuery } from '@tanstack/react-query';
import { PROJECTS_API, type Project } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { projectKeys, segment } from './query-keys';

/** `GET /projects/{id}` */
export function getProject(client: ApiClient, id: string): Promise<Project> {
  return client.get<Project>(PROJECTS_API.project(segment(id)));
}

export function projectQueryOptions(client: ApiClient, id: string) {
  return queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => getProject(client, id) });
}

export function useProject(id: string) {
  return useQuery({ ...projectQueryOptions(useApiClient(), id), enabled: id !== '' });
}
