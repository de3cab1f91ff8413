import { useParams, useSearchParams } from 'react-router-dom';
import { Typography } from '@mui/material';
import { PATTERN_SOURCES, type PatternSource } from '@yarn-mgmt/contracts';
import { usePattern } from '../../../api/get-pattern';
import { PageRoot } from '../../../components/page-root';
import { PatternLoadFailure } from '../../../components/pattern-load-failure';
import { readsLive } from '../../../utils/ravelry';
import { PatternDetailView } from './pattern-detail-view';
import { RavelryPatternFailure } from './ravelry-pattern-failure';

/** `?source=`: "local" unless it names another known source (spec part 1 section 2.10). */
export function sourceParam(value: string | null): PatternSource {
  return PATTERN_SOURCES.find((source) => source === value) ?? 'local';
}

/**
 * /patterns/:id (spec part 1 section 2.10). `?source=ravelry` with Ravelry's numeric id is a live Ravelry pattern
 * (the gateway reads it through the account service); a library id is read from the library whatever the
 * source says, so a pattern imported from Ravelry, which the library opens with its own source, opens as itself.
 */
export function PatternDetailPage() {
  const { id = '' } = useParams();
  const [search] = useSearchParams();
  const source = sourceParam(search.get('source'));
  const live = readsLive(id, source);
  const query = usePattern(id, live ? 'ravelry' : 'local');

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
        {live ? (
          <RavelryPatternFailure error={query.error} onRetry={() => void query.refetch()} />
        ) : (
          <PatternLoadFailure error={query.error} />
        )}
      </PageRoot>
    );
  }
  return <PatternDetailView pattern={query.data} />;
}
