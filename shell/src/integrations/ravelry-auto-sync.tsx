import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import { RAVELRY_AUTO_SYNC, RAVELRY_AUTO_SYNC_LABELS, type RavelryAutoSync } from '@yarn-mgmt/contracts';
import { useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { useRavelryOptions, useRavelryStatus, useRavelrySyncStatus } from './ravelry-api';

export const AUTO_SYNC_TEXTS = {
  label: 'Automatic sync',
  next: (when: string) => `Next automatic sync: ${when}`,
  saveFailed: 'Failed to save the automatic sync',
} as const;

/**
 * The Ravelry link's "Automatic sync" (issue 22): Off, Daily or Weekly, saved at once; with the next run when one
 * is scheduled. Shown inside a working link's card.
 */
export function RavelryAutoSync() {
  const status = useRavelryStatus();
  const sync = useRavelrySyncStatus(true);
  const save = useRavelryOptions();
  const toast = useToast();
  const { dateTime } = useFormatters();
  const value = status.data?.autoSync ?? 'off';
  const next = value !== 'off' ? sync.data?.nextSync : null;
  return (
    <Stack spacing={0.5} sx={{ mt: 2, maxWidth: 280 }}>
      <TextField
        select
        size="small"
        label={AUTO_SYNC_TEXTS.label}
        value={value}
        disabled={save.isPending}
        onChange={(event) =>
          save.mutate(
            { autoSync: event.target.value as RavelryAutoSync },
            { onError: () => toast.error(AUTO_SYNC_TEXTS.saveFailed) },
          )
        }
      >
        {RAVELRY_AUTO_SYNC.map((option) => (
          <MenuItem key={option} value={option}>
            {RAVELRY_AUTO_SYNC_LABELS[option]}
          </MenuItem>
        ))}
      </TextField>
      {next && (
        <Typography variant="body2" color="text.secondary">
          {AUTO_SYNC_TEXTS.next(dateTime(next) ?? '')}
        </Typography>
      )}
    </Stack>
  );
}
