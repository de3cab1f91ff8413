import { useNavigate, useParams } from 'react-router-dom';
import { Skeleton } from '@mui/material';
import { LoadFailure } from '@yarn-mgmt/ui';
import { useYarn } from '../../../api/get-yarn';
import { PageRoot } from '../../../components/page-root';
import { YarnDetailView } from './yarn-detail-view';

/** /yarn/:id (spec part 1 section 2.7). */
export function YarnDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
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
        <LoadFailure
          error={query.error}
          notFoundText="Yarn not found"
          failedText="Failed to load yarn details"
          backLabel="Back to Inventory"
          onBack={() => void navigate('/yarn')}
        />
      </PageRoot>
    );
  }
  return <YarnDetailView yarn={query.data} />;
}
