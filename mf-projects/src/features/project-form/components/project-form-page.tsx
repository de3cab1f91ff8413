import { useMemo } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { useProject } from '../../../api/get-project';
import { PageRoot } from '../../../components/page-root';
import { ProjectLoadFailure } from '../../../components/project-load-failure';
import { readNewProjectState } from '../utils/form-values';
import { ProjectForm } from './project-form';

/** /projects/new, with the yarn or pattern another page handed it (`location.state.yarn` / `.pattern`). */
export function ProjectCreatePage() {
  const title = usePageTitle();
  const state: unknown = useLocation().state;
  const handed = useMemo(() => readNewProjectState(state), [state]);
  return (
    <PageRoot>
      <PageHeader title={title} />
      <ServiceUnavailableAlert service="projects" sx={{ mb: 2 }} />
      <ProjectForm handed={handed} />
    </PageRoot>
  );
}

/** /projects/:id/edit */
export function ProjectEditPage() {
  const title = usePageTitle();
  const { id = '' } = useParams();
  const query = useProject(id);
  return (
    <PageRoot>
      <PageHeader title={title} />
      {query.isPending ? (
        <Typography>Loading...</Typography>
      ) : query.isError ? (
        <ProjectLoadFailure error={query.error} />
      ) : (
        <ProjectForm key={query.data.id} project={query.data} />
      )}
    </PageRoot>
  );
}
