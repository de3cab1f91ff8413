import { useParams } from 'react-router-dom';
import { Skeleton } from '@mui/material';
import { useYarn } from '../../../api/get-yarn';
import { PageRoot } from '../../../components/page-root';
import { YarnLoadFailure } from '../../../components/yarn-load-failure';
import { YarnDetailView } from './yarn-detail-view';

/** /yarn/:id (spec part 1 section 2.7). */
export function YarnDetailPage() {
  const { id = '' } = useParams();
  const query = useYarn(id);

  if (query.isPending) {
    return (
      <PageRoot>
        <Skeleton variant="text" width="40%" height={48} />
        <Skeleton variant="rounded" height={300} aria-label="Loading yarn" />
      </PageRoot>
    );
  }
  if (query.isError) {
    return (
      <PageRoot>
        <YarnLoadFailure error={query.error} />
      </PageRoot>
    );
  }
  return <YarnDetailView yarn={query.data} />;
}
