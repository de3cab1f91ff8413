import { useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { usePageTitle } from '@yarn-mgmt/web-platform';
import { usePattern } from '../../../api/get-pattern';
import { PageRoot } from '../../../components/page-root';
import { PatternLoadFailure } from '../../../components/pattern-load-failure';
import { PatternForm } from './pattern-form';

/** /patterns/new */
export function PatternCreatePage() {
  const title = usePageTitle();
  return (
    <PageRoot>
      <PageHeader title={title} />
      <PatternForm />
    </PageRoot>
  );
}

/** /patterns/:id/edit */
export function PatternEditPage() {
  const title = usePageTitle();
  const { id = '' } = useParams();
  const query = usePattern(id);
  return (
    <PageRoot>
      <PageHeader title={title} />
      {query.isPending ? (
        <Typography>Loading...</Typography>
      ) : query.isError ? (
        <PatternLoadFailure error={query.error} />
      ) : (
        <PatternForm pattern={query.data} />
      )}
    </PageRoot>
  );
}
