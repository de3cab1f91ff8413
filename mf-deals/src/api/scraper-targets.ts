import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCRAPER_API, type ScraperTarget } from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';
import { scraperKeys } from './query-keys';

/** How often the scraper pages poll while a run is queued or running. */
export const RUNNING_REFRESH_MS = 2000;
/** A query's poll: every RUNNING_REFRESH_MS while something runs, else none. */
export const refreshWhile = (busy: boolean) => (busy ? RUNNING_REFRESH_MS : false);

/** `GET /scraper/targets` */
export async function getScraperTargets(client: ApiClient): Promise<ScraperTarget[]> {
  return (await client.get<{ targets: ScraperTarget[] }>(SCRAPER_API.targets)).targets;
}

export function scraperTargetsQueryOptions(client: ApiClient) {
  return queryOptions({ queryKey: scraperKeys.targets(), queryFn: () => getScraperTargets(client) });
}

export function useScraperTargets(busy = false) {
  return useQuery({ ...scraperTargetsQueryOptions(useApiClient()), refetchInterval: refreshWhile(busy) });
}
