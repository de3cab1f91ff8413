import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Profile } from '@yarn-mgmt/contracts';
import { useRavelryActions } from '../../../integrations/use-ravelry-actions';

/**
 * Profile > Integrations (spec part 2 section 2). Connect and Disconnect run the same flows as Settings
 * (DECISIONS 13); Google Drive is linked in a later issue, so its card only says where things stand.
 */
export function IntegrationsTab({ profile }: { profile: Profile }) {
  const { connect, disconnect, connecting, disconnecting } = useRavelryActions();
  const ravelry = profile.ravelry_username;
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <Card variant="outlined" component="section" aria-label="Ravelry">
        <CardContent>
          <Typography variant="h6" component="h2">
            Ravelry
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {ravelry ? `Connected as ${ravelry}` : 'Not connected'}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button variant="contained" onClick={connect} disabled={Boolean(ravelry) || connecting}>
              Connect
            </Button>
            <Button color="error" onClick={disconnect} disabled={!ravelry || disconnecting}>
              Disconnect
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined" component="section" aria-label="Google Drive">
        <CardContent>
          <Typography variant="h6" component="h2">
            Google Drive
          </Typography>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {profile.google_drive_connected ? 'Connected' : 'Not connected'}
          </Typography>
          <Button component={RouterLink} to="/settings/sync">
            Sync settings
          </Button>
        </CardContent>
      </Card>
    </Stack>
  );
}
