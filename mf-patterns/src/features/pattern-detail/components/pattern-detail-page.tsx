import { useParams, useSearchParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PATTERN_SOURCES, type PatternSource } from '@yarn-mgmt/contracts';
import { usePattern } from '../../../api/get-pattern';
import { PageRoot } from '../../../components/page-root';
import { PatternLoadFailure } from '../../../components/pattern-load-failure';
import { PatternDetailView } from './pattern-detail-view';

/** `?source=`: "local" unless it names another known source (spec part 1 section 2.10). */
export function sourceParam(value: string | null): PatternSource {
  return PATTERN_SOURCES.find((source) => source === value) ?? 'local';
}

/** /patterns/:id (spec part 1 section 2.10). */
export function PatternDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const source = sourceParam(search.get('source'));
  const query = usePattern(id, source);

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
        <PatternLoadFailure error={query.error} />
      </PageRoot>
    );
  }
  return <PatternDetailView pattern={query.data} source={source} />;
}
