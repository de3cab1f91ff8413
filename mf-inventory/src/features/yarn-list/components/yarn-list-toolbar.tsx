import GridViewIcon from '@mui/icons-material/GridView';
import ViewListIcon from '@mui/icons-material/ViewList';
import { YARN_SORT_OPTIONS, type YarnSortField } from '@yarn-mgmt/contracts';
import { FiltersToggle, ListSearchField, ListToolbar, SelectField, ViewToggle } from '@yarn-mgmt/ui';

export type YarnLayout = 'grid' | 'list';

const LAYOUTS = [
  { value: 'grid', label: 'grid view', icon: <GridViewIcon /> },
  { value: 'list', label: 'list view', icon: <ViewListIcon /> },
] as const;

export interface YarnListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  sort: YarnSortField;
  onSort: (sort: YarnSortField) => void;
  activeFilters: number;
  showFilters: boolean;
  onToggleFilters: () => void;
  layout: YarnLayout;
  onLayout: (layout: YarnLayout) => void;
}

/** Search, sort, the filter panel toggle and the grid/list switch (spec part 1 section 2.6). */
export function YarnListToolbar(props: YarnListToolbarProps) {
  return (
    <ListToolbar>
      <ListSearchField label="Search yarn" value={props.search} onChange={props.onSearch} />
      <SelectField
        size="small"
        label="Sort by"
        value={props.sort}
        options={YARN_SORT_OPTIONS}
        onChange={(value) => props.onSort(value || 'created_at')}
        sx={{ minWidth: 180 }}
      />
      <FiltersToggle active={props.activeFilters} open={props.showFilters} onToggle={props.onToggleFilters} />
      <ViewToggle label="Layout" value={props.layout} options={LAYOUTS} onChange={props.onLayout} />
    </ListToolbar>
  );
}
