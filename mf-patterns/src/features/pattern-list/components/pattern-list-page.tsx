import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Fab } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { PageHeader, useDebouncedValue } from '@yarn-mgmt/ui';
import { usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { usePatternList } from '../api/get-pattern-list';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  filtersToParams,
  type PatternFilters,
  type PatternSort,
} from '../utils/filters-to-params';
import { ImportDialog } from './import-dialog';
import { PatternFilterPanel } from './pattern-filter-panel';
import { PatternListResults } from './pattern-list-results';
import { PatternListToolbar, type PatternLayout } from './pattern-list-toolbar';
import { PatternStatsTiles } from './pattern-stats-tiles';

/** /patterns: the pattern library (spec part 1 section 2.9). */
export function PatternListPage() {
  const title = usePageTitle();
  const navigate = useNavigate();
  const [filters, setFilters] = useState<PatternFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<PatternSort>(DEFAULT_SORT);
  const [layout, setLayout] = useState<PatternLayout>('grid');
  const [showFilters, setShowFilters] = useState(false);
  const [importing, setImporting] = useState(false);
  const debounced = useDebouncedValue(filters);
  const params = useMemo(() => filtersToParams(debounced, sort), [debounced, sort]);
  const query = usePatternList(params);
  const filtered = activeFilterCount(debounced) > 0 || debounced.search.trim() !== '';

  return (
    <PageRoot>
      <PageHeader title={title} />
      <PatternStatsTiles />
      <PatternListToolbar
        search={filters.search}
        onSearch={(search) => setFilters({ ...filters, search })}
        sort={sort}
        onSort={setSort}
        activeFilters={activeFilterCount(filters)}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((open) => !open)}
        onImport={() => setImporting(true)}
        layout={layout}
        onLayout={setLayout}
      />
      {showFilters && <PatternFilterPanel filters={filters} onChange={setFilters} />}
      <PatternListResults
        query={query}
        layout={layout}
        filtered={filtered}
        makeable={debounced.makeable}
        onClearFilters={() => setFilters(DEFAULT_FILTERS)}
        onStopMakeable={() => setFilters({ ...filters, makeable: false })}
        onImport={() => setImporting(true)}
      />
      <ImportDialog open={importing} onClose={() => setImporting(false)} />
      <Fab
        color="primary"
        aria-label="add pattern"
        onClick={() => void navigate('/patterns/new')}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <AddIcon />
      </Fab>
    </PageRoot>
  );
}
