import { Box, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';

/** One group of the user's stash (a line, colourway and dye lot) as texts: libs/domain's stashGroupRows. */
export interface StashGroupRow {
  key: string;
  title: string;
  dyeLot: string | null;
  holding: string;
  verdict: string;
  enough: boolean;
  note: string | null;
}

function GroupRow({ row, divider }: { row: StashGroupRow; divider: boolean }) {
  return (
    // The list holds its items only (axe `list`): the line between two rows is the row's own top border.
    <Box
      component="li"
      sx={{ py: 1, listStyle: 'none', borderTop: divider ? 1 : 0, borderColor: 'divider' }}
      aria-label={row.title}
    >
      <Typography sx={{ fontWeight: 500 }}>{row.title}</Typography>
      {row.dyeLot && (
        <Typography variant="body2" color="text.secondary">
          {row.dyeLot}
        </Typography>
      )}
      <Typography variant="body2">{row.holding}</Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {row.enough ? (
          <CheckCircleIcon fontSize="small" color="success" />
        ) : (
          <WarningAmberIcon fontSize="small" color="warning" />
        )}
        <Typography variant="body2" color={row.enough ? 'success.main' : 'warning.main'}>
          {row.verdict}
        </Typography>
      </Stack>
      {row.note && (
        <Typography variant="caption" color="text.secondary">
          {row.note}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The stash groups that could go into a project, each with what it holds and whether it is enough on its own:
 * the pattern's "From your stash" card and the calculator's "Do I have enough?".
 */
export function StashGroupList({ rows, label }: { rows: readonly StashGroupRow[]; label?: string }) {
  return (
    <Box component="ul" aria-label={label} sx={{ m: 0, p: 0 }}>
      {rows.map((row, index) => (
        <GroupRow key={row.key} row={row} divider={index > 0} />
      ))}
    </Box>
  );
}
