import { useState } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { ChangePasswordDialog } from './change-password-dialog';

/** Profile > Security: Change Password and 'Member since: {date}' (spec part 2 section 2). */
export function SecurityTab({ createdAt }: { createdAt: string }) {
  const [open, setOpen] = useState(false);
  const { longDate } = useFormatters();
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Button variant="contained" onClick={() => setOpen(true)}>
        Change Password
      </Button>
      <Typography variant="body2" color="text.secondary">
        Member since: {longDate(createdAt)}
      </Typography>
      <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
