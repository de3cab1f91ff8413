import { useQuery } from '@tanstack/react-query';
import { SCRAPER_API, SCRAPER_LOGS_LIMIT, type ScraperLog } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { scraperKeys } from './query-keys';
import { refreshWhile } from './scraper-targets';

/** `GET /scraper/logs?limit=20`: the latest runs, newest first. */
export async function getScraperLogs(client: ApiClient, limit = SCRAPER_LOGS_LIMIT): Promise<ScraperLog[]> {
  return (await client.get<{ logs: ScraperLog[] }>(SCRAPER_API.logs, { params: { limit } })).logs;
}

export function useScraperLogs(busy = false) {
  const client = useApiClient();
  return useQuery({
    queryKey: scraperKeys.logs(SCRAPER_LOGS_LIMIT),
    queryFn: () => getScraperLogs(client),
    refetchInterval: refreshWhile(busy),
  });
}
