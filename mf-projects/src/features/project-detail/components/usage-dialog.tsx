import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { ProjectAllocation } from '@yarn-mgmt/contracts';
import type { ProjectUsageRecording } from '../api/allocations';

export interface UsageDialogProps {
  allocation: ProjectAllocation | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (recording: ProjectUsageRecording) => void;
}

/** Invalid or negative input becomes 0, as in the stash's Record Usage (spec part 1 section 5). */
const amount = (text: string, whole: boolean) => {
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) return 0;
  return whole ? Math.floor(value) : Math.round(value * 10) / 10;
};

/** Record usage of one reserved yarn: deducted from the stash once, whatever the retries. */
export function UsageDialog(props: UsageDialogProps) {
  // Remount per allocation so each recording starts from zero with its own key.
  return props.allocation ? (
    <UsageForm key={props.allocation.id} {...props} allocation={props.allocation} />
  ) : null;
}

function UsageForm({
  allocation,
  busy,
  onClose,
  onSubmit,
}: UsageDialogProps & { allocation: ProjectAllocation }) {
  const [skeins, setSkeins] = useState(0);
  const [yards, setYards] = useState(0);
  // One key for this dialog: a double click or a resend records the usage once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const name = `${allocation.line}${allocation.colorway ? ` - ${allocation.colorway}` : ''}`;
  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="usage-title" fullWidth maxWidth="xs">
      <DialogTitle id="usage-title">Record usage: {name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Skeins Used"
            type="number"
            value={skeins}
            onChange={(event) => setSkeins(amount(event.target.value, false))}
            slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
            helperText={`${allocation.skeins_still_reserved} skeins still reserved`}
          />
          <TextField
            label="Yardage Used"
            type="number"
            value={yards}
            onChange={(event) => setYards(amount(event.target.value, true))}
            slotProps={{ htmlInput: { min: 0, step: 1 } }}
            helperText={`${allocation.yards_still_reserved} yards still reserved`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || (skeins <= 0 && yards <= 0)}
          onClick={() => onSubmit({ usage: { allocation_id: allocation.id, skeins, yards }, idempotencyKey })}
        >
          Record
        </Button>
      </DialogActions>
    </Dialog>
  );
}
