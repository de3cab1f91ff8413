import { useState } from 'react';
import { Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { STASH_UNAVAILABLE_TEXT } from '@yarn-mgmt/contracts';
import {
  checkStash,
  STASH_CHECK_MIXED_TEXT,
  stashCheckSummaryText,
  stashCheckVerdictText,
  stashGroupRows,
  stashRecordsWeight,
  stashUnrecordedWeightText,
  type StashCheck as StashCheckResult,
} from '@yarn-mgmt/domain';
import { StashGroupList } from '@yarn-mgmt/ui';
import { LoadErrorAlert } from '@yarn-mgmt/web-platform';
import { useStashSummary } from '../api/get-stash-summary';

export const STASH_CHECK_TITLE = 'Do I have enough?';

function TotalVerdict({ check }: { check: StashCheckResult }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
      {check.enough ? (
        <CheckCircleIcon fontSize="small" color="success" />
      ) : (
        <WarningAmberIcon fontSize="small" color="warning" />
      )}
      <Typography sx={{ color: check.enough ? 'success.main' : 'warning.main', fontWeight: 500 }}>
        {stashCheckVerdictText(check)}
      </Typography>
    </Stack>
  );
}

/** The total and its verdict, then each group's own; one group's verdict is the total's, so it is said once. */
function CheckBody({ check }: { check: StashCheckResult }) {
  const count = check.groups.length;
  return (
    <Stack spacing={1}>
      <Typography>{stashCheckSummaryText(check)}</Typography>
      {count !== 1 && <TotalVerdict check={check} />}
      {count > 1 && (
        <Typography variant="body2" color="text.secondary">
          {STASH_CHECK_MIXED_TEXT}
        </Typography>
      )}
      {count > 0 && (
        <StashGroupList
          label={`Your ${check.weight} yarn`}
          rows={stashGroupRows(check.groups, check.neededYards)}
        />
      )}
    </Stack>
  );
}

/**
 * "Do I have enough?" under an estimate: the user's stash of that weight from the inventory (through the
 * gateway), summed by line, colourway and dye lot as the pattern stash card does, against the estimate. Asked
 * only when the user presses the button, and afresh each time (never an earlier answer standing in for a
 * failed one); an inventory that does not answer leaves the estimate standing.
 */
export function StashCheck({ weight, yards }: { weight: string; yards: number }) {
  const [asked, setAsked] = useState(false);
  const summary = useStashSummary(asked);
  if (!stashRecordsWeight(weight)) {
    return (
      <Typography variant="body2" color="text.secondary">
        {stashUnrecordedWeightText(weight)}
      </Typography>
    );
  }
  if (!asked) {
    return (
      <Box>
        <Button variant="outlined" onClick={() => setAsked(true)}>
          {STASH_CHECK_TITLE}
        </Button>
      </Box>
    );
  }
  return (
    <Box component="section" aria-labelledby="stash-check-title">
      <Typography id="stash-check-title" variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {STASH_CHECK_TITLE}
      </Typography>
      {summary.isFetching ? (
        <Skeleton variant="rounded" height={64} aria-label="Loading your stash" />
      ) : summary.isError ? (
        <LoadErrorAlert
          error={summary.error}
          severity="warning"
          action={
            <Button color="inherit" size="small" onClick={() => void summary.refetch()}>
              Try again
            </Button>
          }
        >
          {STASH_UNAVAILABLE_TEXT}
        </LoadErrorAlert>
      ) : (
        summary.data && <CheckBody check={checkStash(summary.data.groups, weight, yards)} />
      )}
    </Box>
  );
}
