import type { QueryClient } from '@tanstack/react-query';
import type { Project } from '@yarn-mgmt/contracts';
import { projectKeys } from './query-keys';

/**
 * After a write that answers the project (every project write does): show the answer on its page, and refresh
 * the lists, counts and the yarn pages (reservations and usage show there too).
 */
export function storeProject(queryClient: QueryClient, project: Project | undefined): void {
  if (project?.id) queryClient.setQueryData(projectKeys.detail(project.id), project);
  void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
  void queryClient.invalidateQueries({ queryKey: projectKeys.counts() });
  void queryClient.invalidateQueries({ queryKey: ['yarn'] });
}
