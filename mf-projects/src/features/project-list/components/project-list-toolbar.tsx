import { useState } from 'react';
import { Box, Button, ListItemIcon, Menu, MenuItem } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import SortIcon from '@mui/icons-material/Sort';
import ViewKanbanIcon from '@mui/icons-material/ViewKanban';
import ViewListIcon from '@mui/icons-material/ViewList';
import { PROJECT_SORT_OPTIONS, type ProjectSortField } from '@yarn-mgmt/contracts';
import { FiltersToggle, ListToolbar, ViewToggle } from '@yarn-mgmt/ui';

export type ProjectView = 'kanban' | 'list';

const VIEWS = [
  { value: 'kanban', label: 'kanban view', icon: <ViewKanbanIcon /> },
  { value: 'list', label: 'list view', icon: <ViewListIcon /> },
] as const;

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
    <ListToolbar>
      <FiltersToggle active={props.activeFilters} open={props.showFilters} onToggle={props.onToggleFilters} />
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
      <ViewToggle label="View" value={props.view} options={VIEWS} onChange={props.onView} />
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" startIcon={<AddIcon />} onClick={props.onCreate}>
        Create Project
      </Button>
    </ListToolbar>
  );
}
