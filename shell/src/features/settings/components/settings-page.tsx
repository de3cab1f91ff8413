import type { ReactNode } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Stack, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { PageHeader, PageSpinner } from '@yarn-mgmt/ui';
import { errorMessage, useSettings } from '@yarn-mgmt/web-platform';
import { GoogleDrivePanel } from '../../../integrations/google-drive-panel';
import { RavelryPanel } from '../../../integrations/ravelry-panel';

import { useReturnMessage } from '../hooks/use-return-message';
import { useSettingChange } from '../hooks/use-setting-change';
import { BackupSection } from './backup-section';
import { DangerZoneSection, SecuritySection } from './account-sections';
import { DataStorageSection } from './data-storage-section';
import { DisplaySection, NotificationsSection } from './preference-sections';

/**
 * One accordion: the summary's `aria-controls` names the region MUI wraps the details in (the region takes that id
 * and is labelled by the summary), so the details carry no id of their own.
 */
function Section({ title, children, danger }: { title: string; children: ReactNode; danger?: boolean }) {
  const id = `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
  return (
    <Accordion defaultExpanded disableGutters slotProps={{ heading: { component: 'h2' } }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${id}-region`} id={`${id}-header`}>
        <Typography variant="h6" component="span" color={danger ? 'error' : undefined}>
          {title}
        </Typography>
      </AccordionSummary>
      <AccordionDetails>{children}</AccordionDetails>
    </Accordion>
  );
}

/**
 * /settings: the seven sections of spec part 2 section 2 (Backup & Sync starts with the Google Drive link), and
 * the return messages of the Ravelry and Google Drive connections.
 */
export function SettingsPage() {
  useReturnMessage();
  const settings = useSettings();
  const { change, saving } = useSettingChange(settings.data);

  if (settings.isPending) return <PageSpinner />;
  if (settings.isError) {
    return <Alert severity="error">{errorMessage(settings.error, 'Failed to load settings')}</Alert>;
  }
  const props = { settings: settings.data, onChange: change, saving };
  return (
    <Box>
      <PageHeader title="Settings" />
      <Section title="Notifications">
        <NotificationsSection {...props} />
      </Section>
      <Section title="Display & Regional">
        <DisplaySection {...props} />
      </Section>
      <Section title="Ravelry Integration">
        <RavelryPanel />
      </Section>
      <Section title="Security">
        <SecuritySection />
      </Section>
      <Section title="Backup & Sync">
        <Stack spacing={2}>
          <Box component="section" aria-label="Google Drive">
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Google Drive
            </Typography>
            <GoogleDrivePanel />
          </Box>
          <BackupSection {...props} />
        </Stack>
      </Section>
      <Section title="Data & Storage">
        <DataStorageSection settings={settings.data} />
      </Section>
      <Section title="Danger Zone" danger>
        <DangerZoneSection />
      </Section>
    </Box>
  );
}
