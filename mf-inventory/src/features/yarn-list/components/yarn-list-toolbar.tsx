import {
  Badge,
  Box,
  Button,
  InputAdornment,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import FilterListIcon from '@mui/icons-material/FilterList';
import GridViewIcon from '@mui/icons-material/GridView';
import SearchIcon from '@mui/icons-material/Search';
import ViewListIcon from '@mui/icons-material/ViewList';
import { YARN_SORT_OPTIONS, type YarnSortField } from '@yarn-mgmt/contracts';
import { SelectField } from '@yarn-mgmt/ui';

export type YarnLayout = 'grid' | 'list';

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
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
      <TextField
        size="small"
        label="Search yarn"
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
      <SelectField
        size="small"
        label="Sort by"
        value={props.sort}
        options={YARN_SORT_OPTIONS}
        onChange={(value) => props.onSort(value || 'created_at')}
        sx={{ minWidth: 180 }}
      />
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
        onChange={(_event, next: YarnLayout | null) => next && props.onLayout(next)}
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
