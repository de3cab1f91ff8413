import { PROJECTS_API } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { projectKeys, segment } from '../../../api/query-keys';

/** `DELETE /projects/{id}` (its reservations are released by the server). */
export function deleteProject(client: ApiClient, id: string): Promise<void> {
  return client.delete<void>(PROJECTS_API.project(segment(id)));
}

export function useDeleteProject() {
  return useApiMutation(deleteProject, {
    invalidates: [projectKeys.lists(), projectKeys.counts(), ['yarn']],
    onSuccess: (_answer, id, queryClient) => queryClient.removeQueries({ queryKey: projectKeys.detail(id) }),
  });
}
