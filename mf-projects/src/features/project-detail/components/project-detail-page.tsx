import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { useProject } from '../../../api/get-project';
import { PageRoot } from '../../../components/page-root';
import { ProjectLoadFailure } from '../../../components/project-load-failure';
import { ProjectDetailView } from './project-detail-view';

/** /projects/:id: the project page (DECISIONS 15). */
export function ProjectDetailPage() {
  const { id = '' } = useParams();
  const query = useProject(id);
  if (query.isPending) {
    return (
      <PageRoot>
        <Typography>Loading...</Typography>
      </PageRoot>
    );
  }
  if (query.isError) {
    return (
      <PageRoot>
        <ProjectLoadFailure error={query.error} />
      </PageRoot>
    );
  }
  // Keyed by id: another project's page starts with its own counters and undo history.
  return <ProjectDetailView key={query.data.id} project={query.data} />;
}
