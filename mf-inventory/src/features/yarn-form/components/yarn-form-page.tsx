import { useParams } from 'react-router-dom';
import { Skeleton } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { useYarn } from '../../../api/get-yarn';
import { PageRoot } from '../../../components/page-root';
import { YarnLoadFailure } from '../../../components/yarn-load-failure';
import { YarnForm } from './yarn-form';

/** /yarn/new */
export function YarnCreatePage() {
  const title = usePageTitle();
  return (
    <PageRoot>
      <PageHeader title={title} />
      <ServiceUnavailableAlert service="inventory" sx={{ mb: 2 }} />
      <YarnForm />
    </PageRoot>
  );
}

/** /yarn/:id/edit */
export function YarnEditPage() {
  const title = usePageTitle();
  const { id = '' } = useParams();
  const query = useYarn(id);
  return (
    <PageRoot>
      <PageHeader title={title} />
      {query.isPending ? (
        <Skeleton variant="rounded" height={400} aria-label="Loading yarn" />
      ) : query.isError ? (
        <YarnLoadFailure error={query.error} />
      ) : (
        <YarnForm yarn={query.data} />
      )}
    </PageRoot>
  );
}
