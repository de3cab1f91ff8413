import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useGoogleDriveStatus } from './google-drive-api';
import { INTEGRATION_TEXTS as T } from './integration-texts';
import { useGoogleDriveActions } from './use-google-drive-actions';

/**
 * Google Drive (DECISIONS 19): linked as which Google account and since when, Disconnect; or Connect, enabled
 * when this server has a Google client. A broken link says to reconnect.
 */
export function GoogleDrivePanel() {
  const status = useGoogleDriveStatus();
  const { connect, disconnect, connecting, disconnecting } = useGoogleDriveActions();
  const { date } = useFormatters();

  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) return <Alert severity="warning">{T.statusFailed('Google Drive')}</Alert>;
  const { connected, configured, broken, email, connectedAt } = status.data;
  if (!connected) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2">{T.notConnected}</Typography>
        <Typography variant="body2" color="text.secondary">
          {configured ? T.driveAbout : T.driveNotAvailable}
        </Typography>
        <Button variant="contained" onClick={connect} disabled={!configured || connecting}>
          Connect Google Drive
        </Button>
      </Stack>
    );
  }
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography variant="body2">Connected as {email}</Typography>
      <Typography variant="body2" color="text.secondary">
        Connected on {date(connectedAt) ?? '-'}
      </Typography>
      {broken && <Alert severity="warning">{T.broken('Google Drive')}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {broken && (
          <Button variant="contained" onClick={connect} disabled={!configured || connecting}>
            {T.reconnect}
          </Button>
        )}
        <Button color="error" onClick={disconnect} disabled={disconnecting}>
          Disconnect
        </Button>
      </Box>
    </Stack>
  );
}
