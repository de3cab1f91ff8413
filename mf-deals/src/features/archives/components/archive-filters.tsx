import { Button, Paper, Stack, TextField } from '@mui/material';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import FilterListIcon from '@mui/icons-material/FilterList';
import { SelectField } from '@yarn-mgmt/ui';
import { useScraperTargets } from '../../../api/scraper-targets';

export interface ArchiveFiltersProps {
  search: string;
  onSearch: (text: string) => void;
  targetId: number | null;
  onTarget: (id: number | null) => void;
  onApply: () => void;
  onCleanup: () => void;
}

/** Search box, the target filter (the real targets by name, DECISIONS 16), Apply Filters, Cleanup Old Archives. */
export function ArchiveFilters({
  search,
  onSearch,
  targetId,
  onTarget,
  onApply,
  onCleanup,
}: ArchiveFiltersProps) {
  const targets = useScraperTargets();
  const options = (targets.data ?? []).map((target) => ({ value: String(target.id), label: target.name }));
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <TextField
          label="Search archives"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onApply();
          }}
          sx={{ flex: 2 }}
        />
        <SelectField
          label="Target"
          value={targetId === null ? '' : String(targetId)}
          options={options}
          emptyLabel="All Targets"
          onChange={(value) => onTarget(value === '' ? null : Number(value))}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ flex: 1, minWidth: 180 }}
        />
        <Button variant="contained" startIcon={<FilterListIcon />} onClick={onApply}>
          Apply Filters
        </Button>
        <Button color="error" variant="outlined" startIcon={<DeleteSweepIcon />} onClick={onCleanup}>
          Cleanup Old Archives
        </Button>
      </Stack>
    </Paper>
  );
}
