import { useState } from 'react';
import { Alert, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { STASH_UNAVAILABLE_TEXT, type StashMatch } from '@yarn-mgmt/contracts';
import { STASH_EMPTY_TEXT, STASH_NO_YARDAGE_TEXT, stashGroupRows } from '@yarn-mgmt/domain';
import { SelectField, StashGroupList } from '@yarn-mgmt/ui';
import { useStashMatch } from '../api/get-stash-match';

function MatchBody({ match }: { match: StashMatch }) {
  if (!match.available) return <Alert severity="warning">{STASH_UNAVAILABLE_TEXT}</Alert>;
  if (match.needed_yards === null)
    return <Typography color="text.secondary">{STASH_NO_YARDAGE_TEXT}</Typography>;
  if (match.groups.length === 0) return <Typography color="text.secondary">{STASH_EMPTY_TEXT}</Typography>;
  return <StashGroupList rows={stashGroupRows(match.groups, match.needed_yards)} />;
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
