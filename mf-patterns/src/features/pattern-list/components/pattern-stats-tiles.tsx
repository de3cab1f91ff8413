import type { PatternStats } from '@yarn-mgmt/contracts';
import { StatTiles, statValue } from '@yarn-mgmt/ui';
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
    <StatTiles
      tiles={TILES.map(([label, key]) => ({
        label,
        value: statValue(stats.data, stats.isPending, (data) => data[key]),
      }))}
    />
  );
}
