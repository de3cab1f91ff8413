import { useNavigate } from 'react-router-dom';
import { Alert, Box, Button, Skeleton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { EmptyState, LoadMoreFooter } from '@yarn-mgmt/ui';
import {
  ApiError,
  errorMessage,
  serverErrorMessage,
  useToast,
  LoadErrorAlert,
} from '@yarn-mgmt/web-platform';
import { useToggleFavorite } from '../../../api/toggle-favorite';
import { PatternCard } from '../../../components/pattern-card';
import { patternPath } from '../../../utils/pattern-fields';
import type { usePatternList } from '../api/get-pattern-list';
import type { PatternLayout } from './pattern-list-toolbar';

export const SKELETON_COUNT = 6;

export interface PatternListResultsProps {
  query: ReturnType<typeof usePatternList>;
  layout: PatternLayout;
  /** Filters or a search are narrowing the list (an empty answer then means "nothing matches"). */
  filtered: boolean;
  /** The "Makeable from my stash" filter is on: its failure is the stash's, not the library's. */
  makeable: boolean;
  onClearFilters: () => void;
  onStopMakeable: () => void;
  onImport: () => void;
}

/** The library's rows with their loading, empty, failed and paging states (spec part 1 section 2.9). */
export function PatternListResults(props: PatternListResultsProps) {
  const { query, layout } = props;
  const navigate = useNavigate();
  const toast = useToast();
  const favorite = useToggleFavorite();
  const columns = layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } : '1fr';

  if (query.isPending) {
    return (
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {Array.from({ length: SKELETON_COUNT }, (_, index) => (
          <Skeleton key={index} variant="rounded" height={280} data-testid="pattern-skeleton" />
        ))}
      </Box>
    );
  }
  if (!query.data) {
    // The makeable filter asks the inventory service; when that is down only this filter fails (a 503 whose
    // text says so), and the user can turn it off and keep browsing.
    if (props.makeable && query.error instanceof ApiError && query.error.status === 503) {
      return (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={props.onStopMakeable}>
              Show all patterns
            </Button>
          }
        >
          {errorMessage(query.error, 'Stash unavailable right now')}
        </Alert>
      );
    }
    return <LoadErrorAlert error={query.error}>Error loading patterns</LoadErrorAlert>;
  }

  const patterns = query.data.pages.flatMap((page) => page.patterns);
  const total = query.data.pages[0]?.total ?? 0;
  if (patterns.length === 0) {
    return props.filtered ? (
      <EmptyState
        title="No patterns match these filters"
        description="Try other filters or another search."
        action={<Button onClick={props.onClearFilters}>Clear filters</Button>}
      />
    ) : (
      <EmptyState
        title="No patterns in your library yet"
        description="Add manually or import from Ravelry"
        action={
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => void navigate('/patterns/new')}
            >
              Add Pattern
            </Button>
            <Button variant="outlined" onClick={props.onImport}>
              Import
            </Button>
          </Box>
        }
      />
    );
  }

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {total} {total === 1 ? 'pattern' : 'patterns'}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: columns }}>
        {patterns.map((pattern) => (
          <PatternCard
            key={pattern.id}
            pattern={pattern}
            layout={layout}
            onOpen={() => void navigate(patternPath(pattern))}
            favoritePending={favorite.isPending && favorite.variables === pattern.id}
            onToggleFavorite={
              pattern.source === 'local'
                ? () =>
                    favorite.mutate(pattern.id, {
                      onSuccess: (result) =>
                        toast.success(result.is_favorite ? 'Added to favorites' : 'Removed from favorites'),
                      onError: (error) => toast.error(serverErrorMessage(error, 'Failed to update favorite')),
                    })
                : undefined
            }
          />
        ))}
      </Box>
      <LoadMoreFooter {...query} errorText="Could not load more patterns." />
    </>
  );
}
