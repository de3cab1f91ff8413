import type { ReactNode } from 'react';
import { Alert, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import type { Profile } from '@yarn-mgmt/contracts';
import { useGoogleDriveStatus } from '../../../integrations/google-drive-api';
import { DisconnectProgress } from '../../../integrations/google-drive-panel';
import { INTEGRATION_TEXTS as T } from '../../../integrations/integration-texts';
import { useRavelryStatus } from '../../../integrations/ravelry-api';
import { useGoogleDriveActions } from '../../../integrations/use-google-drive-actions';
import { useRavelryActions } from '../../../integrations/use-ravelry-actions';

interface ServiceProps {
  title: string;
  summary: string;
  connected: boolean;
  /** Whether this server can connect it (false: the buttons stay off and a line says why). */
  configured: boolean;
  broken: boolean;
  notAvailable: string;
  actions: { connect: () => void; disconnect: () => void; connecting: boolean; disconnecting: boolean };
  /** What a Disconnect under way or failed says (Google Drive's files coming back, or why they could not). */
  state?: ReactNode;
}

function ServiceLink(props: ServiceProps) {
  const { title, summary, connected, configured, broken, notAvailable, actions, state } = props;
  let notice: ReactNode = null;
  if (broken) notice = <Alert severity="warning">{T.broken(title)}</Alert>;
  else if (!configured && !connected)
    notice = (
      <Typography variant="body2" color="text.secondary">
        {notAvailable}
      </Typography>
    );
  return (
    <Card variant="outlined" component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" color="text.secondary" gutterBottom>
          {summary}
        </Typography>
        <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
          {notice}
          {state}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              onClick={actions.connect}
              disabled={!configured || (connected && !broken) || actions.connecting}
            >
              {broken ? T.reconnect : 'Connect'}
            </Button>
            <Button color="error" onClick={actions.disconnect} disabled={!connected || actions.disconnecting}>
              Disconnect
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

/**
 * Profile > Integrations (spec part 2 section 2): 'Connected as {username}' or 'Not connected' for Ravelry,
 * 'Connected' or 'Not connected' for Google Drive. Connect and Disconnect run the same flows as Settings
 * (DECISIONS 13), enabled when this server can connect the service; a Drive Disconnect under way shows how far
 * it is, one that could not finish says why, as Settings does.
 */
export function IntegrationsTab({ profile }: { profile: Profile }) {
  const ravelry = useRavelryStatus();
  const drive = useGoogleDriveStatus();
  const ravelryActions = useRavelryActions();
  const driveActions = useGoogleDriveActions();
  const username = profile.ravelry_username;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <ServiceLink
        title="Ravelry"
        summary={username ? `Connected as ${username}` : T.notConnected}
        connected={Boolean(username)}
        configured={ravelry.data?.configured ?? false}
        broken={ravelry.data?.broken ?? false}
        notAvailable={T.ravelryNotAvailable}
        actions={ravelryActions}
      />
      <ServiceLink
        title="Google Drive"
        summary={profile.google_drive_connected ? 'Connected' : T.notConnected}
        connected={profile.google_drive_connected}
        configured={drive.data?.configured ?? false}
        broken={drive.data?.broken ?? false}
        notAvailable={T.driveNotAvailable}
        actions={driveActions}
        state={
          driveActions.progress ? (
            <DisconnectProgress done={driveActions.progress.done} total={driveActions.progress.total} />
          ) : (
            drive.data?.connected &&
            drive.data.disconnectError && <Alert severity="warning">{drive.data.disconnectError}</Alert>
          )
        }
      />
    </Stack>
  );
}
