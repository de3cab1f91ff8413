import { Box, Typography } from '@mui/material';
import { Navigate, useParams } from 'react-router-dom';
import { PageHeader } from '@yarn-mgmt/ui';
import { GoogleDrivePanel } from '../../../integrations/google-drive-panel';
import { RavelryPanel } from '../../../integrations/ravelry-panel';
import { RavelryWriteBack } from '../../../integrations/ravelry-write-back';
import { ServiceCard } from '../../../integrations/service-card';

const SERVICES = {
  ravelry: {
    title: 'Ravelry',
    about: 'Link your Ravelry account to bring in your stash, library, projects and favourites.',
  },
  'google-drive': {
    title: 'Google Drive',
    about: 'Link your Google Drive, where the app can keep your pattern files.',
  },
} as const;

/** /settings/integrations/:service (DECISIONS 14): one service's status and controls; another name goes back. */
export function IntegrationPage() {
  const { service = '' } = useParams();
  if (!(service in SERVICES)) return <Navigate to="/settings" replace />;
  const { title, about } = SERVICES[service as keyof typeof SERVICES];
  return (
    <Box sx={{ maxWidth: 640 }}>
      <PageHeader title={`${title} Integration`} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {about}
      </Typography>
      <ServiceCard title={title}>
        {service === 'ravelry' ? (
          <>
            <RavelryPanel />
            <RavelryWriteBack />
          </>
        ) : (
          <GoogleDrivePanel />
        )}
      </ServiceCard>
    </Box>
  );
}
