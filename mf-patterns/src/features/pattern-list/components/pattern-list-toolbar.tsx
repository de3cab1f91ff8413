import { Box, Button, IconButton, Tooltip } from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import GridViewIcon from '@mui/icons-material/GridView';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import ViewListIcon from '@mui/icons-material/ViewList';
import { PATTERN_SORT_OPTIONS } from '@yarn-mgmt/contracts';
import { FiltersToggle, ListSearchField, ListToolbar, SelectField, ViewToggle } from '@yarn-mgmt/ui';
import { SORT_ORDER, type PatternSort } from '../utils/filters-to-params';

export type PatternLayout = 'grid' | 'list';

const LAYOUTS = [
  { value: 'grid', label: 'grid view', icon: <GridViewIcon /> },
  { value: 'list', label: 'list view', icon: <ViewListIcon /> },
] as const;

export interface PatternListToolbarProps {
  search: string;
  onSearch: (search: string) => void;
  sort: PatternSort;
  onSort: (sort: PatternSort) => void;
  activeFilters: number;
  showFilters: boolean;
  onToggleFilters: () => void;
  onImport: () => void;
  layout: PatternLayout;
  onLayout: (layout: PatternLayout) => void;
}

/** Search, sort with its direction, Import, the Filters toggle and the grid/list switch (spec 2.9). */
export function PatternListToolbar(props: PatternListToolbarProps) {
  const { sort } = props;
  const ascending = sort.order === 'asc';
  return (
    <ListToolbar>
      <ListSearchField label="Search patterns" value={props.search} onChange={props.onSearch} />
      <Box sx={{ display: 'flex', alignItems: 'center' }}>
        <SelectField
          size="small"
          label="Sort by"
          value={sort.field}
          options={PATTERN_SORT_OPTIONS}
          onChange={(field) => field && props.onSort({ field, order: SORT_ORDER[field] })}
          sx={{ minWidth: 170 }}
        />
        <Tooltip title={ascending ? 'Ascending' : 'Descending'}>
          <IconButton
            aria-label={ascending ? 'sort ascending' : 'sort descending'}
            onClick={() => props.onSort({ ...sort, order: ascending ? 'desc' : 'asc' })}
          >
            {ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
          </IconButton>
        </Tooltip>
      </Box>
      <Button variant="outlined" startIcon={<ImportExportIcon />} onClick={props.onImport}>
        Import
      </Button>
      <FiltersToggle active={props.activeFilters} open={props.showFilters} onToggle={props.onToggleFilters} />
      <ViewToggle label="Layout" value={props.layout} options={LAYOUTS} onChange={props.onLayout} />
    </ListToolbar>
  );
}
