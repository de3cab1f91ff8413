import { Alert, Box, Button, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { DRIVE_FILES_MESSAGES } from '@yarn-mgmt/contracts';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { useGoogleDriveStatus } from './google-drive-api';
import { INTEGRATION_TEXTS as T } from './integration-texts';
import { useGoogleDriveActions } from './use-google-drive-actions';

/**
 * Google Drive (DECISIONS 19): linked as which Google account and since when, Disconnect; or Connect, enabled
 * when this server has a Google client. A broken link says to reconnect. While a Disconnect brings the pattern
 * files back from Drive: how far ('n of N files', a bar), the buttons off; one that could not finish says why.
 */
export function GoogleDrivePanel() {
  const status = useGoogleDriveStatus();
  const { connect, disconnect, connecting, disconnecting, progress } = useGoogleDriveActions();
  const { date } = useFormatters();

  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) return <Alert severity="warning">{T.statusFailed('Google Drive')}</Alert>;
  const { connected, configured, broken, email, connectedAt, disconnectError } = status.data;
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
      {progress && <DisconnectProgress done={progress.done} total={progress.total} />}
      {disconnectError && !progress && <Alert severity="warning">{disconnectError}</Alert>}
      <Box sx={{ display: 'flex', gap: 1 }}>
        {broken && (
          <Button variant="contained" onClick={connect} disabled={!configured || connecting || disconnecting}>
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

/**
 * The pattern files on their way back before the link goes (Settings and Profile): a bar that moves until the
 * first file is back (an empty track would read as a line), then how far.
 */
export function DisconnectProgress({ done, total }: { done: number; total: number }) {
  const text = DRIVE_FILES_MESSAGES.progress(done, total, 'to_platform');
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Typography variant="body2" color="text.secondary" role="status">
        {text}
      </Typography>
      <LinearProgress
        variant={done > 0 ? 'determinate' : 'indeterminate'}
        value={total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0}
        aria-label={text}
      />
    </Box>
  );
}
