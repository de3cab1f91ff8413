import {
  Badge,
  Box,
  Button,
  IconButton,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Tooltip,
} from '@mui/material';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import ImportExportIcon from '@mui/icons-material/ImportExport';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import { PATTERN_SORT_OPTIONS } from '@yarn-mgmt/contracts';
import { SelectField } from '@yarn-mgmt/ui';
import { SORT_ORDER, type PatternSort } from '../utils/filters-to-params';

export type PatternLayout = 'grid' | 'list';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search patterns"
        value={props.search}
        onChange={(event) => props.onSearch(event.target.value)}
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
      <Button
        variant={props.showFilters ? 'contained' : 'outlined'}
        startIcon={
          <Badge badgeContent={props.activeFilters} color="secondary">
            <FilterListIcon />
          </Badge>
        }
        onClick={props.onToggleFilters}
        aria-expanded={props.showFilters}
      >
        Filters
      </Button>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.layout}
        onChange={(_event, next: PatternLayout | null) => next && props.onLayout(next)}
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
  );
}
