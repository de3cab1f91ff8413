import { Alert, Box, Button } from '@mui/material';
import { useLoadMoreSentinel } from '../hooks/use-load-more-sentinel';

export interface LoadMoreFooterProps {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** The last "load more" failed: the rows above stay, and a retry is offered here. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
  /** e.g. "Could not load more yarn." */
  errorText: string;
}

/** Below a paged list: loads the next page as it scrolls into view, or on "Load more"; a failure offers a retry. */
export function LoadMoreFooter({
  hasNextPage,
  isFetchingNextPage,
  isFetchNextPageError,
  fetchNextPage,
  errorText,
}: LoadMoreFooterProps) {
  const sentinel = useLoadMoreSentinel<HTMLDivElement>(() => {
    if (!isFetchingNextPage) void fetchNextPage();
  }, hasNextPage && !isFetchNextPageError);
  return (
    <Box ref={sentinel} sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
      {isFetchNextPageError && !isFetchingNextPage ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void fetchNextPage()}>
              Retry
            </Button>
          }
        >
          {errorText}
        </Alert>
      ) : (
        hasNextPage && (
          <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
            {isFetchingNextPage ? 'Loading…' : 'Load more'}
          </Button>
        )
      )}
    </Box>
  );
}
