import { Box, Typography } from '@mui/material';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Profile } from '@yarn-mgmt/contracts';
import { StatTile } from '@yarn-mgmt/ui';

/** Personal Info > Account Statistics (spec part 2 section 2). */
export function AccountStats({ profile }: { profile: Profile }) {
  const { stats } = profile;
  const missing = profile.stats_unavailable ?? [];
  return (
    <Box component="section" aria-labelledby="account-statistics" sx={{ mt: 4 }}>
      <Typography id="account-statistics" variant="h6" component="h2" gutterBottom>
        Account Statistics
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' } }}>
        <StatTile label="Yarn in Stash" value={stats.totalYarn} icon={<Inventory2Icon />} />
        <StatTile label="Patterns" value={stats.totalPatterns} icon={<MenuBookIcon />} />
        <StatTile label="Total Projects" value={stats.totalProjects} icon={<AssignmentIcon />} />
        <StatTile label="Completed" value={stats.completedProjects} icon={<CheckCircleIcon />} />
      </Box>
      {missing.length > 0 && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
          Some figures could not be counted just now ({missing.join(', ')}).
        </Typography>
      )}
    </Box>
  );
}
