import { PROJECTS_API, type Project, type RawProjectCreateInput } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { storeProject } from '../../../api/project-writes';

/** `POST /projects` (spec part 1 section 3's payload, plus the form's fields); the answer's `id` is read. */
export function createProject(client: ApiClient, body: RawProjectCreateInput): Promise<Project> {
  return client.post<Project>(PROJECTS_API.projects, body);
}

export function useCreateProject() {
  return useApiMutation(createProject, {
    onSuccess: (project, _body, queryClient) => storeProject(queryClient, project),
  });
}
