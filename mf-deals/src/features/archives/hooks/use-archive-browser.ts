import { useState } from 'react';
import { ARCHIVES_PAGE_SIZE } from '@yarn-mgmt/contracts';
import { useArchives } from '../../../api/archives-list';
import { useArchiveSearch } from '../../../api/archives-search';
import { useRefreshErrorToast } from '../../../hooks/use-refresh-error-toast';
import { pageCount, pageOffset } from '../utils/archive-pages';

export const ARCHIVES_LOAD_FAILED_TEXT = 'Failed to load archives';
export const SEARCH_FAILED_TEXT = 'Search failed';

/** The filters as applied (Apply Filters, or Enter in the search box). */
interface AppliedFilters {
  query: string;
  targetId: number | null;
}

/**
 * What the list shows: a page of archives (optionally of one target), or, while a search query is applied, the
 * search's results (no pages). A blank query brings the list back.
 */
export function useArchiveBrowser() {
  const [search, setSearch] = useState('');
  const [targetId, setTargetId] = useState<number | null>(null);
  const [applied, setApplied] = useState<AppliedFilters>({ query: '', targetId: null });
  const [page, setPage] = useState(1);
  const searching = applied.query !== '';

  const list = useArchives(
    {
      limit: ARCHIVES_PAGE_SIZE,
      offset: pageOffset(page),
      ...(applied.targetId === null ? {} : { targetId: applied.targetId }),
    },
    !searching,
  );
  const results = useArchiveSearch(applied.query);
  const shown = searching ? results : list;
  // With nothing to show, the list says why in its place (and which service is down).
  const failure =
    shown.isError && !shown.data
      ? { error: shown.error, text: searching ? SEARCH_FAILED_TEXT : ARCHIVES_LOAD_FAILED_TEXT }
      : null;
  useRefreshErrorToast(list, ARCHIVES_LOAD_FAILED_TEXT);
  useRefreshErrorToast(results, SEARCH_FAILED_TEXT);

  // A delete or cleanup that empties the last page moves back to the new last page.
  const lastPage = pageCount(list.data?.total ?? 0);
  // (Set while rendering, React's pattern for state that follows other data: no extra effect pass.)
  if (list.data && lastPage > 0 && page > lastPage) setPage(lastPage);

  const found = (results.data ?? []).filter(
    (archive) => applied.targetId === null || archive.target_id === applied.targetId,
  );
  return {
    search,
    setSearch,
    targetId,
    setTargetId,
    apply: () => {
      setApplied({ query: search.trim(), targetId });
      setPage(1);
    },
    searching,
    archives: searching ? found : (list.data?.archives ?? []),
    loading: shown.isPending,
    failure,
    page,
    setPage,
    pages: searching ? 0 : lastPage,
  };
}
