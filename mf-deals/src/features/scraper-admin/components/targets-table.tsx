import {
  Button,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import PlaylistPlayIcon from '@mui/icons-material/PlaylistPlay';
import type { ScraperTarget } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { runningSummary } from '../utils/scraper-summary';
import { CATEGORY_LABELS, FREQUENCY_LABELS } from '../utils/target-labels';
import { RunStateChip } from './run-status';

export interface TargetsTableProps {
  targets: readonly ScraperTarget[];
  /** True while a trigger call is on its way (the run buttons wait for it). */
  triggering: boolean;
  onRun: (target: ScraperTarget) => void;
  onRunAll: () => void;
  onEdit: (target: ScraperTarget) => void;
  onDelete: (target: ScraperTarget) => void;
}

/** The Scraper Targets tab: one row per target with its run state, and Run All Scrapers. */
export function TargetsTable({ targets, triggering, onRun, onRunAll, onEdit, onDelete }: TargetsTableProps) {
  const { dateTime } = useFormatters();
  const running = runningSummary(targets);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Button variant="contained" startIcon={<PlaylistPlayIcon />} onClick={onRunAll} disabled={triggering}>
          Run All Scrapers
        </Button>
        {/* Run All's toast keeps the spec's sentence; what has not finished yet is counted here. */}
        {running && (
          <Typography variant="body2" color="text.secondary" role="status" aria-label="Scrapers not finished">
            {running}
          </Typography>
        )}
      </Stack>
      <TableContainer>
        <Table size="small" aria-label="Scraper targets">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>URL</TableCell>
              <TableCell>Category</TableCell>
              <TableCell>Frequency</TableCell>
              <TableCell>Last Scraped</TableCell>
              <TableCell>Status</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {targets.map((target) => (
              <TableRow key={target.id} aria-label={target.name}>
                <TableCell sx={{ minWidth: 180 }}>
                  <Stack
                    direction="row"
                    spacing={1}
                    useFlexGap
                    sx={{ alignItems: 'center', flexWrap: 'wrap' }}
                  >
                    <span>{target.name}</span>
                    {target.is_demo && <Chip size="small" color="secondary" label="Demo shop" />}
                  </Stack>
                </TableCell>
                {/* Wide enough to read on a phone, where the table scrolls inside its container. */}
                <TableCell sx={{ minWidth: 200, maxWidth: 280, overflowWrap: 'anywhere' }}>
                  {target.url}
                </TableCell>
                <TableCell>{CATEGORY_LABELS[target.category]}</TableCell>
                <TableCell>{FREQUENCY_LABELS[target.scrape_frequency]}</TableCell>
                <TableCell>{dateTime(target.last_scraped_at) ?? 'Never'}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1}>
                    <Chip
                      size="small"
                      color={target.is_active ? 'success' : 'default'}
                      label={target.is_active ? 'Active' : 'Inactive'}
                    />
                    <RunStateChip state={target.run_state} />
                  </Stack>
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  <Tooltip title="Run now">
                    <span>
                      <IconButton
                        aria-label="Run now"
                        onClick={() => onRun(target)}
                        disabled={triggering || target.run_state !== 'idle'}
                      >
                        <PlayArrowIcon />
                      </IconButton>
                    </span>
                  </Tooltip>
                  <Tooltip title="Edit">
                    <IconButton aria-label="Edit" onClick={() => onEdit(target)}>
                      <EditIcon />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title="Delete">
                    <IconButton aria-label="Delete" onClick={() => onDelete(target)}>
                      <DeleteIcon />
                    </IconButton>
                  </Tooltip>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
}
