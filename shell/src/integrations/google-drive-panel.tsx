import { Button, Stack, Typography } from '@mui/material';

/**
 * Google Drive: where things stand. Linking Drive arrives with the integrations issue, so until then nothing here
 * pretends to connect or sync: the controls say why they are off.
 */
export function GoogleDrivePanel({ connected, lastSync }: { connected: boolean; lastSync?: string | null }) {
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">{connected ? 'Connected' : 'Not connected'}</Typography>
      <Typography variant="body2" color="text.secondary">
        Last sync: {lastSync ?? 'Never'}
      </Typography>
      {!connected && (
        <Typography variant="body2" color="text.secondary">
          Google Drive cannot be linked yet: your pattern files and photos are kept in the platform&apos;s own
          storage.
        </Typography>
      )}
      <Stack direction="row" spacing={1}>
        <Button variant="contained" disabled>
          Connect Google Drive
        </Button>
        <Button variant="outlined" disabled>
          Sync Now
        </Button>
      </Stack>
    </Stack>
  );
}
