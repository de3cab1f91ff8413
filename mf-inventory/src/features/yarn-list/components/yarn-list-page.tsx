import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  Alert,
  Badge,
  Box,
  Button,
  Fab,
  FormControl,
  InputAdornment,
  InputLabel,
  MenuItem,
  Select,
  Skeleton,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import { YARN_SORT_OPTIONS, type YarnItem, type YarnSortField } from '@yarn-mgmt/contracts';
import { toYarnCard } from '@yarn-mgmt/domain';
import { ConfirmDialog, EmptyState, PageHeader } from '@yarn-mgmt/ui';
import { serverErrorMessage, usePageTitle, useToast } from '@yarn-mgmt/web-platform';
import { useDeleteYarn } from '../../../api/delete-yarn';
import { PageRoot } from '../../../components/page-root';
import { YarnCard } from '../../../components/yarn-card';
import { useYarnList } from '../api/get-yarn-list';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersToParams,
  type YarnFilters,
} from '../utils/filters-to-params';
import { YarnFilterPanel } from './yarn-filter-panel';

export const SKELETON_COUNT = 6;

/** /yarn: the stash (spec part 1 section 2.6). */
export function YarnListPage() {
  const navigate = useNavigate();
  const [filters, setFilters] = useState<YarnFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<YarnSortField>('created_at');
  const [layout, setLayout] = useState<'grid' | 'list'>('grid');
  const [showFilters, setShowFilters] = useState(false);
  const [toDelete, setToDelete] = useState<YarnItem | null>(null);
  const remove = useDeleteYarn();
  const toast = useToast();
  const debounced = useDebouncedValue(filters);
  const params = useMemo(() => filtersToParams(debounced, sort), [debounced, sort]);
  const query = useYarnList(params);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, Boolean(hasNextPage));

  const items = query.data?.pages.flatMap((page) => page.yarn) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = activeFilterCount(debounced) > 0 || debounced.search.trim() !== '';
  const gridColumns = layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } : '1fr';

  return (
    <PageRoot>
      <PageHeader title={usePageTitle()} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <TextField
          size="small"
          label="Search yarn"
          value={filters.search}
          onChange={(event) => setFilters({ ...filters, search: event.target.value })}
          sx={{ flexGrow: 1, minWidth: 200 }}
          slotProps={{
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <SearchIcon />
                </InputAdornment>
              ),
            },
          }}
        />
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="yarn-sort">Sort by</InputLabel>
          <Select
            labelId="yarn-sort"
            label="Sort by"
            value={sort}
            onChange={(event) => setSort(event.target.value)}
          >
            {YARN_SORT_OPTIONS.map((option) => (
              <MenuItem key={option.value} value={option.value}>
                {option.label}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <Button
          variant={showFilters ? 'contained' : 'outlined'}
          startIcon={
            <Badge badgeContent={activeFilterCount(filters)} color="secondary">
              <FilterListIcon />
            </Badge>
          }
          onClick={() => setShowFilters((open) => !open)}
          aria-expanded={showFilters}
        >
          Filters
        </Button>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={layout}
          onChange={(_event, next: 'grid' | 'list' | null) => next && setLayout(next)}
          aria-label="Layout"
        >
          <ToggleButton value="grid" aria-label="grid view">
            <GridViewIcon />
          </ToggleButton>
          <ToggleButton value="list" aria-label="list view">
            <ViewListIcon />
          </ToggleButton>
        </ToggleButtonGroup>
      </Box>
      {showFilters && <YarnFilterPanel filters={filters} onChange={setFilters} />}

      {query.isPending ? (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: gridColumns }}>
          {Array.from({ length: SKELETON_COUNT }, (_, index) => (
            <Skeleton key={index} variant="rounded" height={280} data-testid="yarn-skeleton" />
          ))}
        </Box>
      ) : query.isError ? (
        <Alert severity="error">Error loading yarn inventory</Alert>
      ) : items.length === 0 ? (
        filtered ? (
          <EmptyState title="No yarn matches these filters" />
        ) : (
          <EmptyState
            title="No yarn in your inventory yet"
            action={
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/yarn/new')}>
                Add Your First Yarn
              </Button>
            }
          />
        )
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {total} {total === 1 ? 'yarn' : 'yarns'}
          </Typography>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: gridColumns }}>
            {items.map((item) => (
              <YarnCard
                key={item.id}
                yarn={toYarnCard(item)}
                layout={layout}
                onView={() => void navigate(`/yarn/${item.id}`)}
                onEdit={() => void navigate(`/yarn/${item.id}/edit`)}
                onDelete={() => setToDelete(item)}
              />
            ))}
          </Box>
          <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
            {hasNextPage && (
              <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? 'Loading…' : 'Load more'}
              </Button>
            )}
          </Box>
        </>
      )}

      <ConfirmDialog
        open={toDelete !== null}
        title="Delete Yarn?"
        message="Are you sure you want to delete this yarn?"
        confirmLabel="Delete"
        destructive
        busy={remove.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (!toDelete) return;
          remove.mutate(toDelete.id, {
            onSuccess: () => toast.success('Yarn deleted successfully'),
            onError: (error) => toast.error(serverErrorMessage(error, 'Failed to delete yarn')),
            onSettled: () => setToDelete(null),
          });
        }}
      />

      <Fab
        color="primary"
        aria-label="add yarn"
        onClick={() => void navigate('/yarn/new')}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <AddIcon />
      </Fab>
    </PageRoot>
  );
}
