import { useNavigate } from 'react-router-dom';
import { PROJECT_TEXTS, type Project, type ProjectStatus } from '@yarn-mgmt/contracts';
import { serverErrorMessage, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteProject } from '../api/delete-project';
import { useMoveProject } from '../../../hooks/use-move-project';

/** What the project page's header buttons do, each with its toast. */
export function useProjectActions(project: Project) {
  const navigate = useNavigate();
  const toast = useToast();
  const remove = useDeleteProject();
  const move = useMoveProject();
  return {
    back: () => void navigate('/projects'),
    edit: () => void navigate(`/projects/${project.id}/edit`),
    changeStatus: (status: ProjectStatus) => move(project, status),
    deleting: remove.isPending,
    deleteProject: () => {
      // The spec asks for the browser's own confirmation here, not a dialog of ours.
      if (!window.confirm(PROJECT_TEXTS.confirmDelete)) return;
      remove.mutate(project.id, {
        onSuccess: () => {
          toast.success('Project deleted');
          void navigate('/projects');
        },
        onError: (error) => toast.error(serverErrorMessage(error, 'Failed to delete project')),
      });
    },
  };
}

export type ProjectActions = ReturnType<typeof useProjectActions>;
