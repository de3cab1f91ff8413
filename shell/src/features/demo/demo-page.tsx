import { useState, type ReactNode } from 'react';
import { Alert, Box, Button, Container, Paper, Stack, Tab, Tabs, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { DealTrackerTab } from './deal-tracker-tab';
import { FeaturesOverviewTab } from './features-overview-tab';
import { ProjectsTab } from './projects-tab';
import { TechStackTab } from './tech-stack-tab';
import { YarnInventoryTab } from './yarn-inventory-tab';

interface DemoTab {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

const DEMO_TABS: readonly DemoTab[] = [
  { key: 'features', label: 'Features Overview', content: <FeaturesOverviewTab /> },
  { key: 'yarn', label: 'Yarn Inventory', content: <YarnInventoryTab /> },
  { key: 'projects', label: 'Projects', content: <ProjectsTab /> },
  // The spec marks this tab Coming Soon; the deal tracker is built (DECISIONS 27, issue 23).
  { key: 'deals', label: 'Deal Tracker', content: <DealTrackerTab /> },
  { key: 'stack', label: 'Tech Stack', content: <TechStackTab /> },
];

/**
 * /demo (spec part 2, "Public demo"): open to anyone, signed in or not, outside the signed-in layout. Everything
 * on it is sample data from demo-data.ts, so it makes no request to the API.
 */
export function DemoPage() {
  const [active, setActive] = useState(0);
  // On a phone the page ends with full-width buttons: room below them keeps the assistant's button off them.
  return (
    <Container
      component="main"
      maxWidth="lg"
      sx={{ pt: { xs: 2, sm: 4 }, pb: { xs: 12, sm: 4 }, px: { xs: 1.5, sm: 3 } }}
    >
      <Box sx={{ textAlign: 'center', mb: 3 }}>
        <Typography
          variant="h4"
          component="h1"
          color="primary"
          gutterBottom
          sx={{ fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          Yarn Management Demo
        </Typography>
        <Typography color="text.secondary">
          A tour of your digital yarn and pattern library, filled with sample data.
        </Typography>
      </Box>
      <Alert severity="info" role="status" sx={{ mb: 3 }}>
        This is a read-only demo: no data is saved.
      </Alert>
      <Paper variant="outlined" sx={{ mb: 3 }}>
        <Tabs
          value={active}
          onChange={(_event, index: number) => setActive(index)}
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          aria-label="Demo sections"
        >
          {DEMO_TABS.map((tab) => (
            <Tab
              key={tab.key}
              label={tab.label}
              id={`demo-tab-${tab.key}`}
              aria-controls={`demo-tabpanel-${tab.key}`}
            />
          ))}
        </Tabs>
      </Paper>
      {DEMO_TABS.map((tab, index) => (
        <Box
          key={tab.key}
          role="tabpanel"
          id={`demo-tabpanel-${tab.key}`}
          aria-labelledby={`demo-tab-${tab.key}`}
          hidden={index !== active}
          sx={{ mb: 4 }}
        >
          {index === active && tab.content}
        </Box>
      ))}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'center', alignItems: { xs: 'stretch', sm: 'center' } }}
      >
        <Button component={RouterLink} to="/register" variant="contained" size="large">
          Create Account
        </Button>
        <Button component={RouterLink} to="/login" variant="outlined" size="large">
          Login
        </Button>
      </Stack>
    </Container>
  );
}
