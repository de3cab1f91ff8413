import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box, Button, Fab, Skeleton, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { newProjectHandoff, type Yarn, type YarnSortField } from '@yarn-mgmt/contracts';
import { toYarnCard } from '@yarn-mgmt/domain';
import { ConfirmDialog, EmptyState, LoadMoreFooter, PageHeader, useDebouncedValue } from '@yarn-mgmt/ui';
import {
  serverErrorMessage,
  useFormatters,
  usePageTitle,
  useToast,
  LoadErrorAlert,
} from '@yarn-mgmt/web-platform';
import { useDeleteYarn } from '../../../api/delete-yarn';
import { PageRoot } from '../../../components/page-root';
import { YarnCard } from '../../../components/yarn-card';
import { useYarnList } from '../api/get-yarn-list';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  filtersToParams,
  type YarnFilters,
} from '../utils/filters-to-params';
import { YarnFilterPanel } from './yarn-filter-panel';
import { YarnListToolbar, type YarnLayout } from './yarn-list-toolbar';

export const SKELETON_COUNT = 6;

/** /yarn: the stash (spec part 1 section 2.6). */
export function YarnListPage() {
  const title = usePageTitle();
  const navigate = useNavigate();
  const toast = useToast();
  const [filters, setFilters] = useState<YarnFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<YarnSortField>('created_at');
  const [layout, setLayout] = useState<YarnLayout>('grid');
  const [showFilters, setShowFilters] = useState(false);
  const [toDelete, setToDelete] = useState<Yarn | null>(null);
  const remove = useDeleteYarn();
  const debounced = useDebouncedValue(filters);
  const { currency } = useFormatters();
  const params = useMemo(() => filtersToParams(debounced, sort, currency), [debounced, sort, currency]);
  const query = useYarnList(params);

  const items = query.data?.pages.flatMap((page) => page.yarn) ?? [];
  const total = query.data?.pages[0]?.total ?? 0;
  const filtered = activeFilterCount(debounced) > 0 || debounced.search.trim() !== '';
  const gridColumns = layout === 'grid' ? { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } : '1fr';

  const results = query.isPending ? (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: gridColumns }}>
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={280} data-testid="yarn-skeleton" />
      ))}
    </Box>
  ) : !query.data ? (
    <LoadErrorAlert error={query.error}>Error loading yarn inventory</LoadErrorAlert>
  ) : items.length === 0 ? (
    <EmptyState
      title={filtered ? 'No yarn matches these filters' : 'No yarn in your inventory yet'}
      action={
        !filtered && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => void navigate('/yarn/new')}>
            Add Your First Yarn
          </Button>
        )
      }
    />
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
            // The projects module reads the yarn from the navigation state and selects it (spec 2.1).
            onAddToProject={() =>
              void navigate('/projects/new', { state: newProjectHandoff({ yarn: { id: item.id } }) })
            }
          />
        ))}
      </Box>
      <LoadMoreFooter {...query} errorText="Could not load more yarn." />
    </>
  );

  return (
    <PageRoot>
      <PageHeader title={title} />
      <YarnListToolbar
        search={filters.search}
        onSearch={(search) => setFilters({ ...filters, search })}
        sort={sort}
        onSort={setSort}
        activeFilters={activeFilterCount(filters)}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((open) => !open)}
        layout={layout}
        onLayout={setLayout}
      />
      {showFilters && <YarnFilterPanel filters={filters} onChange={setFilters} />}
      {results}
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
