import type { ReactNode } from 'react';
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
import SearchIcon from '@mui/icons-material/Search';

/** The row above a list: its controls side by side, wrapping on a narrow screen. */
export function ListToolbar({ children }: { children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>{children}</Box>
  );
}

export interface ListSearchFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
}

/** The list's search box, with the magnifier, taking the room the other controls leave. */
export function ListSearchField({ label, value, onChange }: ListSearchFieldProps) {
  return (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
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
  );
}

export interface FiltersToggleProps {
  /** How many filters are set (the badge; none at 0). */
  active: number;
  open: boolean;
  onToggle: () => void;
}

/** "Filters": opens and closes the list's filter panel, counting the filters that are set. */
export function FiltersToggle({ active, open, onToggle }: FiltersToggleProps) {
  return (
    <Button
      variant={open ? 'contained' : 'outlined'}
      startIcon={
        <Badge badgeContent={active} color="secondary">
          <FilterListIcon />
        </Badge>
      }
      onClick={onToggle}
      aria-expanded={open}
    >
      Filters
    </Button>
  );
}

export interface ViewOption<V extends string> {
  value: V;
  /** Its accessible name, e.g. "grid view". */
  label: string;
  icon: ReactNode;
}

export interface ViewToggleProps<V extends string> {
  /** The group's accessible name, e.g. "Layout". */
  label: string;
  value: V;
  options: ReadonlyArray<ViewOption<V>>;
  onChange: (value: V) => void;
}

/** One of a few ways to show the list (grid or list, kanban or list); one is always chosen. */
export function ViewToggle<V extends string>({ label, value, options, onChange }: ViewToggleProps<V>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: V | null) => next && onChange(next)}
      aria-label={label}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} aria-label={option.label}>
          {option.icon}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
