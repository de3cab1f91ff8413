import { Box } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { useProfile } from '../../../api/get-profile';
import { GoogleDrivePanel } from '../../../integrations/google-drive-panel';
import { RavelryPanel } from '../../../integrations/ravelry-panel';
import { ServiceCard } from '../../../integrations/service-card';

/** /settings/sync (DECISIONS 14): each linked service, its status, last sync and Sync Now. */
export function SyncPage() {
  const profile = useProfile();
  return (
    <Box>
      <PageHeader title="Sync" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ServiceCard title="Ravelry">
          <RavelryPanel />
        </ServiceCard>
        <ServiceCard title="Google Drive">
          <GoogleDrivePanel connected={profile.data?.google_drive_connected ?? false} />
        </ServiceCard>
      </Box>
    </Box>
  );
}
