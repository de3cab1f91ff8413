import { Box, Stack, Typography } from '@mui/material';
import { DASHBOARD_TEXTS } from '@yarn-mgmt/contracts';
import { RemoteWidget } from '../../../remotes';
import { QuickActions } from './quick-actions';
import { RecentActivity } from './recent-activity';
import { StatTiles } from './stat-tiles';

/**
 * Spec part 1 section 2.4. The two panels are the projects and inventory remotes' own widgets, loaded at run time:
 * a remote that is down costs only its panel.
 */
export function DashboardPage() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          {DASHBOARD_TEXTS.greeting}
        </Typography>
        <Typography color="text.secondary">{DASHBOARD_TEXTS.subtitle}</Typography>
      </Box>
      <StatTiles />
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
        <RemoteWidget widget="activeProjects" />
        <Stack spacing={3}>
          {/* The panel fills its box's height: a box of its own, so that Quick Actions keeps its place below. */}
          <Box>
            <RemoteWidget widget="lowStock" />
          </Box>
          <QuickActions />
        </Stack>
      </Box>
      <RecentActivity />
    </Stack>
  );
}
