import { useCallback } from 'react';
import { PROJECT_STATUS_LABELS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useUpdateStatus } from '../api/update-status';

export const MOVE_FAILED_TEXT = 'Failed to move project';

/** Moves a project to another status: shown at once, a toast when the server agrees, undone when it does not. */
export function useMoveProject() {
  const toast = useToast();
  const { mutate } = useUpdateStatus();
  return useCallback(
    (project: Pick<Project, 'id' | 'status' | 'name'>, status: ProjectStatus) => {
      if (project.status === status) return;
      mutate(
        { project, status },
        {
          onSuccess: () => toast.success(`Moved "${project.name}" to ${PROJECT_STATUS_LABELS[status]}`),
          onError: (error) => toast.error(serverErrorMessage(error, MOVE_FAILED_TEXT)),
        },
      );
    },
    [mutate, toast],
  );
}
