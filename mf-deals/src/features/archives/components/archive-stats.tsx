import { StatTiles, statValue } from '@yarn-mgmt/ui';
import { useArchiveStats } from '../../../api/archives-stats';
import { gigabytes, kilobytes } from '../utils/archive-pages';

/** Total Archives, Storage Used (GB), Avg File Size (KB), Unique Targets; a dash when the stats fail. */
export function ArchiveStatsCards() {
  const { data, isPending } = useArchiveStats();
  return (
    <StatTiles
      tiles={[
        { label: 'Total Archives', value: statValue(data, isPending, (s) => s.totalArchives) },
        { label: 'Storage Used (GB)', value: statValue(data, isPending, (s) => gigabytes(s.totalGB)) },
        { label: 'Avg File Size (KB)', value: statValue(data, isPending, (s) => kilobytes(s.avgFileSizeKB)) },
        { label: 'Unique Targets', value: statValue(data, isPending, (s) => s.uniqueTargets) },
      ]}
    />
  );
}
