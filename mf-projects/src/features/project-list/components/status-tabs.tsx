import { Box, Chip, Tab, Tabs } from '@mui/material';
import {
  PROJECT_STATUS_LABELS,
  PROJECT_STATUSES,
  type ProjectStatus,
  type ProjectStatusCounts,
} from '@yarn-mgmt/contracts';

const TABS: ReadonlyArray<{ value: ProjectStatus | 'all'; label: string }> = [
  { value: 'all', label: 'All' },
  ...PROJECT_STATUSES.map((status) => ({ value: status, label: PROJECT_STATUS_LABELS[status] })),
];

export interface StatusTabsProps {
  status: ProjectStatus | null;
  counts: ProjectStatusCounts | undefined;
  onChange: (status: ProjectStatus | null) => void;
}

/** All, Queue, Active, On Hold, Completed, Frogged, each with its count (spec part 1 section 2.8). */
export function StatusTabs({ status, counts, onChange }: StatusTabsProps) {
  return (
    <Tabs
      value={status ?? 'all'}
      onChange={(_event, value: ProjectStatus | 'all') => onChange(value === 'all' ? null : value)}
      variant="scrollable"
      allowScrollButtonsMobile
      aria-label="Project status"
      sx={{ mb: 2 }}
    >
      {TABS.map(({ value, label }) => (
        <Tab
          key={value}
          value={value}
          label={
            <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
              {label}
              <Chip size="small" label={counts ? counts[value] : '–'} />
            </Box>
          }
        />
      ))}
    </Tabs>
  );
}
