import { useState } from 'react';
import { Alert, Box, Paper, Tab, Tabs } from '@mui/material';
import { PageHeader, PageSpinner } from '@yarn-mgmt/ui';
import { errorMessage } from '@yarn-mgmt/web-platform';
import { useProfile } from '../../../api/get-profile';
import { IntegrationsTab } from './integrations-tab';
import { PersonalInfoTab } from './personal-info-tab';
import { PreferencesTab } from './preferences-tab';
import { SecurityTab } from './security-tab';

const TABS = ['Personal Info', 'Preferences', 'Security', 'Integrations'] as const;

/** /profile: four tabs (spec part 2 section 2). */
export function ProfilePage() {
  const profile = useProfile();
  const [tab, setTab] = useState(0);

  if (profile.isPending) return <PageSpinner />;
  if (profile.isError) {
    return <Alert severity="error">{errorMessage(profile.error, 'Failed to load profile')}</Alert>;
  }
  const data = profile.data;
  return (
    <Box>
      <PageHeader title="Profile" />
      <Paper variant="outlined">
        {/* On a phone the four labels do not fit: the row scrolls, with arrows saying so (phones too). */}
        <Tabs
          value={tab}
          onChange={(_event, next: number) => setTab(next)}
          aria-label="Profile sections"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
        >
          {TABS.map((label, index) => (
            <Tab
              key={label}
              label={label}
              id={`profile-tab-${index}`}
              aria-controls={`profile-panel-${index}`}
            />
          ))}
        </Tabs>
        <Box role="tabpanel" id={`profile-panel-${tab}`} aria-labelledby={`profile-tab-${tab}`} sx={{ p: 3 }}>
          {tab === 0 && <PersonalInfoTab profile={data} />}
          {tab === 1 && <PreferencesTab preferences={data.preferences} />}
          {tab === 2 && <SecurityTab createdAt={data.created_at} />}
          {tab === 3 && <IntegrationsTab profile={data} />}
        </Box>
      </Paper>
    </Box>
  );
}
