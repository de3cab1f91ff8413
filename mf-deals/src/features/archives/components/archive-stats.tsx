import { StatTile, StatTileGrid } from '@yarn-mgmt/ui';
import { useArchiveStats } from '../../../api/archives-stats';
import { gigabytes, kilobytes } from '../utils/archive-pages';

/** Total Archives, Storage Used (GB), Avg File Size (KB), Unique Targets; a dash when the stats fail. */
export function ArchiveStatsCards() {
  const { data, isError } = useArchiveStats();
  const show = <T,>(format: (value: T) => string | number, value: T | undefined) =>
    value === undefined ? (isError ? '-' : null) : format(value);
  const count = (value: number) => value;
  return (
    <StatTileGrid>
      <StatTile label="Total Archives" value={show(count, data?.totalArchives)} />
      <StatTile label="Storage Used (GB)" value={show(gigabytes, data?.totalGB)} />
      <StatTile label="Avg File Size (KB)" value={show(kilobytes, data?.avgFileSizeKB)} />
      <StatTile label="Unique Targets" value={show(count, data?.uniqueTargets)} />
    </StatTileGrid>
  );
}
