import { useCallback, useDeferredValue, useMemo, useState } from 'react';
import { useIsFetching, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Skeleton, Typography } from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { EmptyState, LoadMoreFooter, PageHeader } from '@yarn-mgmt/ui';
import { LoadErrorAlert, useToast } from '@yarn-mgmt/web-platform';
import { useActiveDeals } from '../../../api/deals-active';
import { dealKeys } from '../../../api/deals-query-keys';
import { PageRoot } from '../../../components/page-root';
import {
  dealBrands,
  dealsCurrency,
  DEFAULT_DEAL_FILTERS,
  filterDeals,
  type DealFilters,
} from '../utils/filter-deals';
import { DealCard } from './deal-card';
import { DealFiltersBar } from './deal-filters-bar';
import { DealStatsCards } from './deal-stats-cards';

export const GALLERY_TITLE = 'Yarn Deals Gallery';
export const DEALS_LOAD_FAILED_TEXT = 'Failed to load deals';
export const NO_MATCHING_DEALS_TEXT = 'No deals found matching your filters';
export const SKELETON_COUNT = 8;
/** Cards drawn at first and added per scroll (a multiple of 2, 3 and 4 columns): 500 deals cost no more than 48. */
export const CARDS_PER_PAGE = 48;
export const alertSetText = (brand: string) => `Alert set for ${brand}! You'll be notified of new deals.`;

const GRID_COLUMNS = { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)', lg: 'repeat(4, 1fr)' };

/** /deals: every active deal, filtered and sorted in the browser (spec part 2 sections 2 and 9). */
export function DealsGalleryPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const query = useActiveDeals();
  const refreshing = useIsFetching({ queryKey: dealKeys.all }) > 0;
  const [filters, setFilters] = useState<DealFilters>(DEFAULT_DEAL_FILTERS);
  // Dragging a slider stays smooth: the grid catches up when React has time.
  const applied = useDeferredValue(filters);
  const deals = query.data?.deals;
  const brands = useMemo(() => dealBrands(deals ?? []), [deals]);
  const currency = useMemo(() => dealsCurrency(deals ?? []), [deals]);
  const shown = useMemo(() => filterDeals(deals ?? [], applied), [deals, applied]);
  const [page, setPage] = useState({ for: applied, limit: CARDS_PER_PAGE });
  // New filters start again from the top.
  if (page.for !== applied) setPage({ for: applied, limit: CARDS_PER_PAGE });
  const visible = shown.slice(0, page.for === applied ? page.limit : CARDS_PER_PAGE);
  const showMore = useCallback(() => setPage((at) => ({ ...at, limit: at.limit + CARDS_PER_PAGE })), []);
  const onSetAlert = useCallback((brand: string) => toast.success(alertSetText(brand)), [toast]);

  const results = query.isPending ? (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID_COLUMNS }} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={420} data-testid="deal-skeleton" />
      ))}
    </Box>
  ) : !deals ? null : shown.length === 0 ? (
    <EmptyState title={NO_MATCHING_DEALS_TEXT} />
  ) : (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Showing {shown.length} of {deals.length} deals
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID_COLUMNS }}>
        {visible.map((deal) => (
          <DealCard key={deal.id} deal={deal} onSetAlert={onSetAlert} />
        ))}
      </Box>
      <LoadMoreFooter
        hasNextPage={visible.length < shown.length}
        isFetchingNextPage={false}
        isFetchNextPageError={false}
        fetchNextPage={showMore}
        errorText=""
      />
    </>
  );

  return (
    <PageRoot>
      <PageHeader
        title={GALLERY_TITLE}
        actions={
          <Button
            variant="outlined"
            startIcon={<RefreshIcon />}
            disabled={refreshing}
            onClick={() => void queryClient.refetchQueries({ queryKey: dealKeys.all, type: 'active' })}
          >
            Refresh Deals
          </Button>
        }
      />
      <DealStatsCards />
      <DealFiltersBar filters={filters} brands={brands} currency={currency} onChange={setFilters} />
      {query.isError && (
        <Box sx={{ mb: 2 }}>
          <LoadErrorAlert error={query.error}>{DEALS_LOAD_FAILED_TEXT}</LoadErrorAlert>
        </Box>
      )}
      {results}
    </PageRoot>
  );
}
