import { Box } from '@mui/material';
import type { PatternStats } from '@yarn-mgmt/contracts';
import { StatTile } from '@yarn-mgmt/ui';
import { usePatternStats } from '../api/get-pattern-stats';

const TILES: ReadonlyArray<[label: string, key: keyof PatternStats]> = [
  ['Total Patterns', 'total'],
  ['Favorites', 'favorites'],
  ['Free Patterns', 'free'],
  ['With Files', 'with_files'],
];

/** The library's four numbers (spec part 1 section 2.9); a failed load shows a dash, never a made-up 0. */
export function PatternStatsTiles() {
  const stats = usePatternStats();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' },
      }}
    >
      {TILES.map(([label, key]) => (
        <StatTile key={key} label={label} value={stats.data ? stats.data[key] : stats.isError ? '–' : null} />
      ))}
    </Box>
  );
}
