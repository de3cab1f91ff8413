import { useState } from 'react';
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { STASH_UNAVAILABLE_TEXT, type StashMatch, type StashMatchGroup } from '@yarn-mgmt/contracts';
import {
  neighbouringWeightText,
  STASH_EMPTY_TEXT,
  STASH_NO_YARDAGE_TEXT,
  stashGroupTitle,
  stashHoldingText,
  stashVerdictText,
} from '@yarn-mgmt/domain';
import { SelectField } from '@yarn-mgmt/ui';
import { useStashMatch } from '../api/get-stash-match';

function GroupRow({ group, needed, divider }: { group: StashMatchGroup; needed: number; divider: boolean }) {
  const neighbour = neighbouringWeightText(group);
  return (
    // The list holds its items only (axe `list`): the line between two rows is the row's own top border.
    <Box
      component="li"
      sx={{ py: 1, listStyle: 'none', borderTop: divider ? 1 : 0, borderColor: 'divider' }}
      aria-label={stashGroupTitle(group)}
    >
      <Typography sx={{ fontWeight: 500 }}>{stashGroupTitle(group)}</Typography>
      {group.dye_lot && (
        <Typography variant="body2" color="text.secondary">
          Dye lot {group.dye_lot}
        </Typography>
      )}
      <Typography variant="body2">{stashHoldingText(group)}</Typography>
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        {group.enough ? (
          <CheckCircleIcon fontSize="small" color="success" />
        ) : (
          <WarningAmberIcon fontSize="small" color="warning" />
        )}
        <Typography variant="body2" color={group.enough ? 'success.main' : 'warning.main'}>
          {stashVerdictText(group, needed)}
        </Typography>
      </Stack>
      {neighbour && (
        <Typography variant="caption" color="text.secondary">
          {neighbour}
        </Typography>
      )}
    </Box>
  );
}

function MatchBody({ match }: { match: StashMatch }) {
  if (!match.available) return <Alert severity="warning">{STASH_UNAVAILABLE_TEXT}</Alert>;
  if (match.needed_yards === null)
    return <Typography color="text.secondary">{STASH_NO_YARDAGE_TEXT}</Typography>;
  if (match.groups.length === 0) return <Typography color="text.secondary">{STASH_EMPTY_TEXT}</Typography>;
  const needed = match.needed_yards;
  return (
    <Box component="ul" sx={{ m: 0, p: 0 }}>
      {match.groups.map((group, index) => (
        <GroupRow
          key={`${group.brand}|${group.line}|${group.colorway ?? ''}|${group.dye_lot ?? ''}`}
          group={group}
          needed={needed}
          divider={index > 0}
        />
      ))}
    </Box>
  );
}

/** "From your stash": the user's yarn that fits this pattern, for the chosen size (spec issue 8). */
export function StashCard({ patternId }: { patternId: string }) {
  const [size, setSize] = useState<string | null>(null);
  const match = useStashMatch(patternId, size);
  const sizes = match.data?.sizes ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label="From your stash" sx={{ p: 2, mb: 3 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1 }}>
        <Typography variant="h6" component="h2">
          From your stash
        </Typography>
        {sizes.length > 0 && (
          <SelectField
            size="small"
            label="Size"
            value={size ?? match.data?.size ?? ''}
            options={sizes}
            onChange={(value) => setSize(value || null)}
            sx={{ minWidth: 120 }}
          />
        )}
      </Stack>
      {match.data ? (
        <MatchBody match={match.data} />
      ) : match.isError ? (
        <Alert severity="warning">{STASH_UNAVAILABLE_TEXT}</Alert>
      ) : (
        <Skeleton variant="rounded" height={80} aria-label="Loading your stash" />
      )}
    </Paper>
  );
}
