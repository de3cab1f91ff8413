import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@mui/material';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import InventoryIcon from '@mui/icons-material/Inventory2Outlined';
import MenuBookIcon from '@mui/icons-material/MenuBookOutlined';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutlined';
import type { DashboardStats } from '@yarn-mgmt/contracts';
import { StatTile } from '@yarn-mgmt/ui';
import { useDashboardStats } from '../api/get-dashboard-stats';

type Figure = Exclude<keyof DashboardStats, 'degraded'>;

/** Spec part 1 section 2.4: the four tiles and where each leads. */
export const DASHBOARD_TILES: ReadonlyArray<{ label: string; figure: Figure; to: string; icon: ReactNode }> =
  [
    { label: 'Total Yarn', figure: 'totalYarn', to: '/yarn', icon: <InventoryIcon fontSize="inherit" /> },
    {
      label: 'Patterns',
      figure: 'totalPatterns',
      to: '/patterns',
      icon: <MenuBookIcon fontSize="inherit" />,
    },
    {
      label: 'Active Projects',
      figure: 'activeProjects',
      to: '/projects?status=active',
      icon: <PlayCircleOutlineIcon fontSize="inherit" />,
    },
    {
      label: 'Completed',
      figure: 'completedProjects',
      to: '/projects?status=completed',
      icon: <CheckCircleOutlineIcon fontSize="inherit" />,
    },
  ];

/** A skeleton while loading; a figure missing or a failed load shows 0 (the dashboard has no error state). */
export function StatTiles() {
  const navigate = useNavigate();
  const stats = useDashboardStats();
  const valueOf = (figure: Figure) => (stats.isPending ? null : (stats.data?.[figure] ?? 0));
  return (
    <Box
      role="group"
      aria-label="Summary"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {DASHBOARD_TILES.map(({ label, figure, to, icon }) => (
        <StatTile
          key={figure}
          label={label}
          value={valueOf(figure)}
          icon={icon}
          onClick={() => void navigate(to)}
        />
      ))}
    </Box>
  );
}
