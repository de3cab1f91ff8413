import { useNavigate } from 'react-router-dom';
import { LoadFailure } from '@yarn-mgmt/ui';

export const PROJECT_NOT_FOUND_TEXT = 'Project not found';
export const PROJECT_LOAD_FAILED_TEXT = 'Failed to load project details';

/** A project that could not be loaded (a missing one, or someone else's: the same 404), with the way back. */
export function ProjectLoadFailure({ error }: { error: unknown }) {
  const navigate = useNavigate();
  return (
    <LoadFailure
      error={error}
      notFoundText={PROJECT_NOT_FOUND_TEXT}
      failedText={PROJECT_LOAD_FAILED_TEXT}
      backLabel="Back to Projects"
      onBack={() => void navigate('/projects')}
    />
  );
}
