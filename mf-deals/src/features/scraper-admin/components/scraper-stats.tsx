import type { UseQueryResult } from '@tanstack/react-query';
import type { ScraperLog, ScraperStatus, ScraperTarget } from '@yarn-mgmt/contracts';
import { StatTiles, statValue } from '@yarn-mgmt/ui';
import { averageSuccessRate } from '../utils/scraper-summary';

export interface ScraperStatsProps {
  targets: UseQueryResult<ScraperTarget[]>;
  scrapers: UseQueryResult<ScraperStatus[]>;
  logs: UseQueryResult<ScraperLog[]>;
}

/** The four cards: Active Targets, Total Targets, Success Rate, Recent Logs (a dash for a failed read). */
export function ScraperStats({ targets, scrapers, logs }: ScraperStatsProps) {
  const from = <T,>(query: UseQueryResult<T>, pick: (data: T) => number | string) =>
    statValue(query.data, query.isPending, pick);
  return (
    <StatTiles
      tiles={[
        { label: 'Active Targets', value: from(targets, (list) => list.filter((t) => t.is_active).length) },
        { label: 'Total Targets', value: from(targets, (list) => list.length) },
        { label: 'Success Rate', value: from(scrapers, averageSuccessRate) },
        { label: 'Recent Logs', value: from(logs, (list) => list.length) },
      ]}
    />
  );
}
