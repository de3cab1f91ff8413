import { Alert, Skeleton, Typography } from '@mui/material';
import { EmptyState, LoadMoreFooter, PageHeader } from '@yarn-mgmt/ui';
import { usePageTitle, LoadErrorAlert } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useShoppingList } from '../api/get-shopping-list';
import { useDealHints } from '../hooks/use-deal-hints';
import { AddItemForm } from './add-item-form';
import { ShoppingListItems } from './shopping-list-items';

/** /shopping-list (DECISIONS 15), a page at a time (DECISIONS 6), with each item's deal line (issue 23). */
export function ShoppingListPage() {
  const title = usePageTitle();
  const list = useShoppingList();
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];
  const total = list.data?.pages[0]?.total ?? 0;
  const deals = useDealHints(items);

  return (
    <PageRoot>
      <PageHeader title={title} />
      <AddItemForm />
      {list.isPending ? (
        <Skeleton variant="rounded" height={200} aria-label="Loading shopping list" />
      ) : !list.data ? (
        <LoadErrorAlert error={list.error}>Error loading shopping list</LoadErrorAlert>
      ) : items.length === 0 ? (
        <EmptyState title="Your shopping list is empty" />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {total} {total === 1 ? 'item' : 'items'}
          </Typography>
          {deals.unavailable && (
            <Alert severity="info" sx={{ mb: 1 }}>
              Deal data is unavailable right now: sales and predictions are not shown.
            </Alert>
          )}
          <ShoppingListItems items={items} hints={deals.byItem} />
          <LoadMoreFooter {...list} errorText="Could not load more items." />
        </>
      )}
    </PageRoot>
  );
}
