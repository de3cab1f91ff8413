import { useMutation, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import {
  PROJECTS_API,
  type Project,
  type ProjectListResponse,
  type ProjectStatus,
  type ProjectStatusCounts,
} from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { projectKeys, segment } from './query-keys';

export interface StatusMove {
  project: Pick<Project, 'id' | 'status'>;
  status: ProjectStatus;
}

/** `PATCH /projects/{id}/status`: a move on the board (or the detail page's status menu). */
export function updateStatus(client: ApiClient, { project, status }: StatusMove): Promise<Project> {
  return client.patch<Project>(PROJECTS_API.status(segment(project.id)), { status });
}

type ListData = InfiniteData<ProjectListResponse, number>;
type Snapshot = Array<[QueryKey, unknown]>;

function withStatus(data: ListData | undefined, id: string, status: ProjectStatus): ListData | undefined {
  if (!data) return data;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      projects: page.projects.map((project) => (project.id === id ? { ...project, status } : project)),
    })),
  };
}

function movedCount(counts: ProjectStatusCounts | undefined, from: ProjectStatus, to: ProjectStatus) {
  if (!counts) return counts;
  return { ...counts, [from]: Math.max(0, counts[from] - 1), [to]: counts[to] + 1 };
}

/**
 * Moves a project to another status at once (every cached list, the tab counts and its detail), then asks the
 * server; a refusal puts everything back as it was. Lists and counts are refetched either way, so a project that
 * no longer matches the tab leaves it.
 */
export function useUpdateStatus() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: StatusMove) => updateStatus(client, move),
    onMutate: async ({ project, status }: StatusMove) => {
      await queryClient.cancelQueries({ queryKey: projectKeys.all });
      const snapshot: Snapshot = [
        ...queryClient.getQueriesData({ queryKey: projectKeys.lists() }),
        ...queryClient.getQueriesData({ queryKey: projectKeys.counts() }),
        ...queryClient.getQueriesData({ queryKey: projectKeys.detail(project.id) }),
      ];
      queryClient.setQueriesData<ListData>({ queryKey: projectKeys.lists() }, (data) =>
        withStatus(data, project.id, status),
      );
      queryClient.setQueriesData<ProjectStatusCounts>({ queryKey: projectKeys.counts() }, (counts) =>
        movedCount(counts, project.status, status),
      );
      queryClient.setQueryData<Project>(projectKeys.detail(project.id), (old) =>
        old ? { ...old, status } : old,
      );
      return { snapshot };
    },
    onError: (_error, _move, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) queryClient.setQueryData(queryKey, data);
    },
    onSuccess: (saved, { project }) => {
      if (saved?.id === project.id) queryClient.setQueryData(projectKeys.detail(saved.id), saved);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: projectKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: projectKeys.counts() });
    },
  });
}
