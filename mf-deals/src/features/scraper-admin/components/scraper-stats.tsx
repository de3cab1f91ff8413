import type { ScraperLog, ScraperStatus, ScraperTarget } from '@yarn-mgmt/contracts';
import { StatTile, StatTileGrid } from '@yarn-mgmt/ui';
import { averageSuccessRate } from '../utils/scraper-summary';

export interface ScraperStatsProps {
  targets: readonly ScraperTarget[] | undefined;
  scrapers: readonly ScraperStatus[] | undefined;
  logs: readonly ScraperLog[] | undefined;
}

/** The four cards: Active Targets, Total Targets, Success Rate, Recent Logs (skeletons while loading). */
export function ScraperStats({ targets, scrapers, logs }: ScraperStatsProps) {
  return (
    <StatTileGrid>
      <StatTile label="Active Targets" value={targets ? targets.filter((t) => t.is_active).length : null} />
      <StatTile label="Total Targets" value={targets ? targets.length : null} />
      <StatTile label="Success Rate" value={scrapers ? averageSuccessRate(scrapers) : null} />
      <StatTile label="Recent Logs" value={logs ? logs.length : null} />
    </StatTileGrid>
  );
}
