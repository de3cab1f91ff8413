import { useLocation, useParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PatternDraftHandoffSchema, readHandoff } from '@yarn-mgmt/contracts';
import { PageHeader } from '@yarn-mgmt/ui';
import { ServiceUnavailableAlert, usePageTitle } from '@yarn-mgmt/web-platform';
import { usePattern } from '../../../api/get-pattern';
import { PageRoot } from '../../../components/page-root';
import { PatternLoadFailure } from '../../../components/pattern-load-failure';
import { PatternForm } from './pattern-form';

/** /patterns/new, also opened by the PDF Processor's Save to Library with what it read. */
export function PatternCreatePage() {
  const title = usePageTitle();
  const draft = readHandoff(PatternDraftHandoffSchema, useLocation().state);
  return (
    <PageRoot>
      <PageHeader title={title} />
      <ServiceUnavailableAlert service="patterns" sx={{ mb: 2 }} />
      <PatternForm draft={draft} />
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
