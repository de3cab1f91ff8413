import { useState } from 'react';
import {
  Badge,
  Box,
  Button,
  ListItemIcon,
  Menu,
  MenuItem,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import FilterListIcon from '@mui/icons-material/FilterList';
import SortIcon from '@mui/icons-material/Sort';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import { PROJECT_SORT_OPTIONS, type ProjectSortField } from '@yarn-mgmt/contracts';

export type ProjectView = 'kanban' | 'list';

export interface ProjectListToolbarProps {
  sort: ProjectSortField;
  onSort: (sort: ProjectSortField) => void;
  activeFilters: number;
  showFilters: boolean;
  onToggleFilters: () => void;
  view: ProjectView;
  onView: (view: ProjectView) => void;
  onCreate: () => void;
}

/** The Filters toggle, the Sort menu (spec section 9's five), kanban or list, and Create Project. */
export function ProjectListToolbar(props: ProjectListToolbarProps) {
  const [sortMenu, setSortMenu] = useState<HTMLElement | null>(null);
  const current = PROJECT_SORT_OPTIONS.find((option) => option.value === props.sort);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
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
      <Button
        variant="outlined"
        startIcon={<SortIcon />}
        onClick={(event) => setSortMenu(event.currentTarget)}
        aria-haspopup="menu"
        aria-label={`Sort: ${current?.label ?? ''}`}
      >
        Sort: {current?.label}
      </Button>
      <Menu anchorEl={sortMenu} open={sortMenu !== null} onClose={() => setSortMenu(null)}>
        {PROJECT_SORT_OPTIONS.map((option) => (
          <MenuItem
            key={option.value}
            selected={option.value === props.sort}
            onClick={() => {
              props.onSort(option.value);
              setSortMenu(null);
            }}
          >
            <ListItemIcon>{option.value === props.sort && <CheckIcon fontSize="small" />}</ListItemIcon>
            {option.label}
          </MenuItem>
        ))}
      </Menu>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={props.view}
        onChange={(_event, next: ProjectView | null) => next && props.onView(next)}
        aria-label="View"
      >
        <ToggleButton value="kanban" aria-label="kanban view">
          <ViewKanbanIcon />
        </ToggleButton>
        <ToggleButton value="list" aria-label="list view">
          <ViewListIcon />
        </ToggleButton>
      </ToggleButtonGroup>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={props.onCreate}>
        Create Project
      </Button>
    </Box>
  );
}
