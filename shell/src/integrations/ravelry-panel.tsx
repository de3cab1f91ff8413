import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useFormatters } from '@yarn-mgmt/web-platform';
import { INTEGRATION_TEXTS as T } from './integration-texts';
import { useRavelryStatus } from './ravelry-api';
import { RavelryAutoSync } from './ravelry-auto-sync';
import { useRavelryActions } from './use-ravelry-actions';
import { useRavelrySyncNow } from './use-ravelry-sync';

/**
 * Settings > Ravelry Integration (spec part 2 section 2): connected, a card with the username, the connected-on
 * date, the last sync, Sync Now (then 'Syncing...' with the job's progress until it ends, and what it changed) and
 * Disconnect; not connected, 'Connect Ravelry Account'. A broken link says to
 * reconnect; a server without Ravelry says so and offers nothing that cannot work.
 */
export function RavelryPanel() {
  const status = useRavelryStatus();
  const { connect, disconnect, connecting, disconnecting } = useRavelryActions();
  const linked = status.data?.connected === true && !status.data.broken;
  const { start, syncing, progress, outcome } = useRavelrySyncNow(linked);
  const { date, dateTime } = useFormatters();

  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (status.isError) return <Alert severity="warning">{T.statusFailed('Ravelry')}</Alert>;
  const { connected, configured, broken, username, connectedAt, lastSync } = status.data;
  if (!connected) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography variant="body2" color="text.secondary">
          {T.notConnected}
        </Typography>
        {!configured && (
          <Typography variant="body2" color="text.secondary">
            {T.ravelryNotAvailable}
          </Typography>
        )}
        <Button variant="contained" onClick={connect} disabled={!configured || connecting}>
          Connect Ravelry Account
        </Button>
      </Stack>
    );
  }
  return (
    <Card variant="outlined" component="section" aria-label="Ravelry account">
      <CardContent>
        <Typography variant="subtitle1">{username}</Typography>
        <Typography variant="body2" color="text.secondary">
          Connected on {date(connectedAt) ?? '-'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Last sync: {dateTime(lastSync) ?? 'Never'}
        </Typography>
        {!broken && (progress ?? outcome) && (
          <Typography variant="body2" color="text.secondary" role="status">
            {progress ?? outcome}
          </Typography>
        )}
        {!broken && <RavelryAutoSync />}
        {broken && (
          <Alert severity="warning" sx={{ mt: 2 }}>
            {T.broken('Ravelry')}
          </Alert>
        )}
        <Box sx={{ display: 'flex', gap: 1, mt: 2 }}>
          {broken ? (
            <Button variant="contained" onClick={connect} disabled={!configured || connecting}>
              {T.reconnect}
            </Button>
          ) : (
            <Button variant="contained" onClick={start} disabled={syncing}>
              {syncing ? 'Syncing...' : 'Sync Now'}
            </Button>
          )}
          <Button color="error" onClick={disconnect} disabled={disconnecting}>
            Disconnect
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
