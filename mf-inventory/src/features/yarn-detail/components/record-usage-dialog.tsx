import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { RecordUsage } from '@yarn-mgmt/contracts';
import { clampSkeins, clampYardage } from '../utils/clamp-usage';

export interface RecordUsageDialogProps {
  open: boolean;
  skeinsRemaining: number;
  remainingYardage: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (usage: RecordUsage) => void;
}

export function RecordUsageDialog(props: RecordUsageDialogProps) {
  // Remount on open so each recording starts from zero.
  return props.open ? <RecordUsageForm {...props} /> : null;
}

function RecordUsageForm({
  skeinsRemaining,
  remainingYardage,
  busy,
  onClose,
  onSubmit,
}: RecordUsageDialogProps) {
  const [skeins, setSkeins] = useState(0);
  const [yardage, setYardage] = useState(0);

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="record-usage-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="record-usage-title">Record Usage</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            label="Skeins Used"
            type="number"
            value={skeins}
            onChange={(event) => setSkeins(clampSkeins(event.target.value, skeinsRemaining))}
            slotProps={{ htmlInput: { min: 0, max: skeinsRemaining, step: 0.1 } }}
            helperText={`${skeinsRemaining} skeins remaining`}
          />
          <TextField
            label="Yardage Used"
            type="number"
            value={yardage}
            onChange={(event) => setYardage(clampYardage(event.target.value, remainingYardage))}
            slotProps={{ htmlInput: { min: 0, max: remainingYardage, step: 1 } }}
            helperText={`${remainingYardage} yards remaining`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || (skeins <= 0 && yardage <= 0)}
          onClick={() => onSubmit({ skeins, yardage })}
        >
          Record
        </Button>
      </DialogActions>
    </Dialog>
  );
}
