import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, TextField } from '@mui/material';
import type { UsageRecording } from '../api/record-usage';
import { clampSkeins, clampYardage } from '../utils/clamp-usage';

export interface RecordUsageDialogProps {
  open: boolean;
  skeinsRemaining: number;
  remainingYardage: number;
  busy: boolean;
  onClose: () => void;
  onSubmit: (recording: UsageRecording) => void;
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
  // One key for this dialog: a double click or a resend records the usage once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const fields = [
    {
      label: 'Skeins Used',
      value: skeins,
      set: setSkeins,
      clamp: clampSkeins,
      max: skeinsRemaining,
      step: 0.1,
      unit: 'skeins',
    },
    {
      label: 'Yardage Used',
      value: yardage,
      set: setYardage,
      clamp: clampYardage,
      max: remainingYardage,
      step: 1,
      unit: 'yards',
    },
  ];

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
          {fields.map((field) => (
            <TextField
              key={field.label}
              label={field.label}
              type="number"
              value={field.value}
              onChange={(event) => field.set(field.clamp(event.target.value, field.max))}
              slotProps={{ htmlInput: { min: 0, max: field.max, step: field.step } }}
              helperText={`${field.max} ${field.unit} remaining`}
            />
          ))}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          disabled={busy || (skeins <= 0 && yardage <= 0)}
          onClick={() => onSubmit({ usage: { skeins, yardage }, idempotencyKey })}
        >
          Record
        </Button>
      </DialogActions>
    </Dialog>
  );
}
