import { SCRAPER_API, type ScraperTriggerResponse } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { scraperKeys } from './query-keys';

export type ScrapeResult = ScraperTriggerResponse['result'];

/** `POST /scraper/trigger`: one target, or every active target when `targetId` is left out. */
export async function triggerScrape(client: ApiClient, targetId?: number): Promise<ScrapeResult> {
  const body = targetId === undefined ? {} : { targetId };
  return (await client.post<ScraperTriggerResponse>(SCRAPER_API.trigger, body)).result;
}

export function useTriggerScrape() {
  // The runs show at once as queued or running; the page then polls until they end.
  return useApiMutation(triggerScrape, { invalidates: [scraperKeys.all] });
}
