import { useQuery } from '@tanstack/react-query';
import { SCRAPER_API, type ScraperStatus } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { scraperKeys } from './query-keys';
import { refreshWhile } from './scraper-targets';

/** `GET /scraper/status`: one entry per target, with its selector health. */
export async function getScraperStatus(client: ApiClient): Promise<ScraperStatus[]> {
  return (await client.get<{ scrapers: ScraperStatus[] }>(SCRAPER_API.status)).scrapers;
}

export function useScraperStatus(busy = false) {
  const client = useApiClient();
  return useQuery({
    queryKey: scraperKeys.status(),
    queryFn: () => getScraperStatus(client),
    refetchInterval: refreshWhile(busy),
  });
}
