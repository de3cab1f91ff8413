import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Fab } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import {
  PROJECT_MAX_PAGE_SIZE,
  PROJECT_PAGE_SIZE,
  type ProjectSortField,
  type ProjectStatus,
} from '@yarn-mgmt/contracts';
import { PageHeader, useDebouncedValue } from '@yarn-mgmt/ui';
import { usePageTitle } from '@yarn-mgmt/web-platform';
import { PageRoot } from '../../../components/page-root';
import { useProjectList } from '../api/get-project-list';
import { useStatusCounts } from '../api/get-status-counts';
import { useMoveProject } from '../../../hooks/use-move-project';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  DEFAULT_SORT,
  filterParams,
  listParams,
  statusFromParam,
  type ProjectFilters,
} from '../utils/filters-to-params';
import { ProjectFilterPanel } from './project-filter-panel';
import { ProjectListResults } from './project-list-results';
import { ProjectListToolbar, type ProjectView } from './project-list-toolbar';
import { StatusTabs } from './status-tabs';

/**
 * The board holds every project of the tab at once (its columns need them all): pages of the largest size. The
 * list scrolls through pages of the usual size.
 */
const PAGE_SIZE: Record<ProjectView, number> = { kanban: PROJECT_MAX_PAGE_SIZE, list: PROJECT_PAGE_SIZE };

/** /projects: status tabs, filters, sort, and the kanban or the list (spec part 1 section 2.8). */
export function ProjectListPage() {
  const title = usePageTitle();
  const navigate = useNavigate();
  const [search, setSearch] = useSearchParams();
  const status = statusFromParam(search.get('status'));
  const [filters, setFilters] = useState<ProjectFilters>(DEFAULT_FILTERS);
  const [sort, setSort] = useState<ProjectSortField>(DEFAULT_SORT);
  const [view, setView] = useState<ProjectView>('kanban');
  const [showFilters, setShowFilters] = useState(false);
  const debounced = useDebouncedValue(filters);
  const params = useMemo(() => listParams(debounced, status, sort), [debounced, status, sort]);
  const countFilters = useMemo(() => filterParams(debounced), [debounced]);
  const query = useProjectList(params, PAGE_SIZE[view]);
  const counts = useStatusCounts(countFilters);
  const move = useMoveProject();

  const selectTab = (next: ProjectStatus | null) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('status', next);
        else updated.delete('status');
        return updated;
      },
      { replace: true },
    );

  return (
    <PageRoot>
      <PageHeader title={title} />
      <StatusTabs status={status} counts={counts.data} onChange={selectTab} />
      <ProjectListToolbar
        sort={sort}
        onSort={setSort}
        activeFilters={activeFilterCount(filters)}
        showFilters={showFilters}
        onToggleFilters={() => setShowFilters((open) => !open)}
        view={view}
        onView={setView}
        onCreate={() => void navigate('/projects/new')}
      />
      {showFilters && <ProjectFilterPanel filters={filters} onChange={setFilters} />}
      <ProjectListResults
        query={query}
        view={view}
        status={status}
        filtered={activeFilterCount(debounced) > 0}
        onClearFilters={() => setFilters(DEFAULT_FILTERS)}
        onMove={move}
      />
      <Fab
        color="primary"
        aria-label="add project"
        onClick={() => void navigate('/projects/new')}
        sx={{ position: 'fixed', right: 24, bottom: 24 }}
      >
        <AddIcon />
      </Fab>
    </PageRoot>
  );
}
