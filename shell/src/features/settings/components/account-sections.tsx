import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { DeleteAccountDialog } from './delete-account-dialog';
import { SettingsPasswordDialog } from './settings-password-dialog';

/** Security: the settings change-password dialog (spec part 2 sections 2 and 5). */
export function SecuritySection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Change the password you sign in with.
      </Typography>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <SettingsPasswordDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}

/** Danger Zone: Delete Account (DECISIONS 10). */
export function DangerZoneSection() {
  const [open, setOpen] = useState(false);
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2" color="text.secondary">
        Deleting your account removes all of your data for good.
      </Typography>
      <Button variant="contained" color="error" onClick={() => setOpen(true)}>
        Delete Account
      </Button>
      <DeleteAccountDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
