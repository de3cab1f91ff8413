import { Box } from '@mui/material';
import { StatTile, type StatTileProps } from './stat-tile';

/** What a tile shows when its number could not be loaded: a dash, never a made-up 0. */
export const STAT_UNKNOWN = '–';

/** A tile's value from a query: the picked number once loaded, null (a skeleton) while loading, else a dash. */
export function statValue<T>(
  data: T | undefined,
  isPending: boolean,
  pick: (data: T) => number | string,
): number | string | null {
  if (data !== undefined) return pick(data);
  return isPending ? null : STAT_UNKNOWN;
}

/** A page's row of summary tiles: two columns on a phone, all four in a row from `md` up. */
export function StatTiles({ tiles }: { tiles: StatTileProps[] }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        mb: 3,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', md: `repeat(${tiles.length}, 1fr)` },
      }}
    >
      {tiles.map((tile) => (
        <StatTile key={tile.label} {...tile} />
      ))}
    </Box>
  );
}
