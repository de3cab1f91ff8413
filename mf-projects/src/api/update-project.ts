import { PROJECTS_API, type Project, type RawProjectUpdateInput } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { storeProject } from './project-writes';
import { segment } from './query-keys';

export interface ProjectUpdate {
  id: string;
  body: RawProjectUpdateInput;
}

/** `PATCH /projects/{id}`: only what is sent changes. */
export function updateProject(client: ApiClient, { id, body }: ProjectUpdate): Promise<Project> {
  return client.patch<Project>(PROJECTS_API.project(segment(id)), body);
}

export function useUpdateProject() {
  return useApiMutation(updateProject, {
    onSuccess: (project, _update, queryClient) => storeProject(queryClient, project),
  });
}
