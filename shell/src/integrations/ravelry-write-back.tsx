import { FormControlLabel, FormHelperText, Stack, Switch } from '@mui/material';
import { useToast } from '@yarn-mgmt/web-platform';
import { useRavelryOptions, useRavelryStatus } from './ravelry-api';

export const WRITE_BACK_TEXTS = {
  label: 'Write back to Ravelry',
  helper: 'Send skeins used and notes back to Ravelry for yarn imported from there',
  saveFailed: 'Failed to save the write-back setting',
} as const;

/**
 * The Ravelry link's write-back (issue 22): off by default; on, each sync sends the skeins left and the notes of
 * the yarn imported from Ravelry and edited here. Saved at once; shown for a working link only.
 */
export function RavelryWriteBack() {
  const status = useRavelryStatus();
  const save = useRavelryOptions();
  const toast = useToast();
  if (!status.data?.connected || status.data.broken) return null;
  const helperId = 'ravelry-write-back-helper';
  return (
    <Stack sx={{ mt: 2 }}>
      <FormControlLabel
        label={WRITE_BACK_TEXTS.label}
        control={
          <Switch
            checked={status.data.writeBack ?? false}
            disabled={save.isPending}
            slotProps={{ input: { 'aria-describedby': helperId } }}
            onChange={(event) =>
              save.mutate(
                { writeBack: event.target.checked },
                { onError: () => toast.error(WRITE_BACK_TEXTS.saveFailed) },
              )
            }
          />
        }
      />
      <FormHelperText id={helperId} sx={{ mt: 0 }}>
        {WRITE_BACK_TEXTS.helper}
      </FormHelperText>
    </Stack>
  );
}
