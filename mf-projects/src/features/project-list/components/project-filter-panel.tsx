import { Box, Button, Paper, TextField } from '@mui/material';
import { DEFAULT_FILTERS, type ProjectFilters } from '../utils/filters-to-params';

const FIELDS: ReadonlyArray<[key: keyof ProjectFilters, label: string, type?: 'date']> = [
  ['search', 'Search projects'],
  ['pattern', 'Pattern'],
  ['recipient', 'Recipient'],
  ['yarn', 'Yarn'],
  ['start_from', 'Start date from', 'date'],
  ['start_to', 'Start date to', 'date'],
];

export interface ProjectFilterPanelProps {
  filters: ProjectFilters;
  onChange: (filters: ProjectFilters) => void;
}

/** The project list filters of spec part 1 section 3: search, pattern, recipient, yarn, start date from / to. */
export function ProjectFilterPanel({ filters, onChange }: ProjectFilterPanelProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }} component="section" aria-label="Filters">
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
        }}
      >
        {FIELDS.map(([key, label, type]) => (
          <TextField
            key={key}
            size="small"
            label={label}
            type={type ?? 'text'}
            value={filters[key]}
            onChange={(event) => onChange({ ...filters, [key]: event.target.value })}
            slotProps={type ? { inputLabel: { shrink: true } } : undefined}
            helperText={
              key === 'pattern'
                ? 'Words of the title'
                : key === 'yarn'
                  ? 'Brand, line or colourway'
                  : undefined
            }
          />
        ))}
      </Box>
      <Box sx={{ mt: 1 }}>
        <Button size="small" onClick={() => onChange(DEFAULT_FILTERS)}>
          Clear filters
        </Button>
      </Box>
    </Paper>
  );
}
