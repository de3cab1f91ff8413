import { Box } from '@mui/material';
import { PageHeader } from '@yarn-mgmt/ui';
import { ExternalReviewSection } from '../../../integrations/external-review-section';
import { GoogleDrivePanel } from '../../../integrations/google-drive-panel';
import { RavelryPanel } from '../../../integrations/ravelry-panel';
import { ServiceCard } from '../../../integrations/service-card';

/**
 * /settings/sync (DECISIONS 14): each service's link: status, last sync and Sync Now (Ravelry), connect; under
 * them what the Ravelry sync left to review (conflicts and entries gone from Ravelry, issue 22), by kind: yarn,
 * patterns, projects.
 */
export function SyncPage() {
  return (
    <Box>
      <PageHeader title="Sync" />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <ServiceCard title="Ravelry">
          <RavelryPanel />
        </ServiceCard>
        <ServiceCard title="Google Drive">
          <GoogleDrivePanel />
        </ServiceCard>
      </Box>
      <ExternalReviewSection source="ravelry" />
    </Box>
  );
}
