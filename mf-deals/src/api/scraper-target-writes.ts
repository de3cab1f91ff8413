import { SCRAPER_API, type ScraperTarget, type RawScraperTargetCreateInput } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { scraperKeys } from './query-keys';

/** `POST /scraper/targets`: the selectors go as typed (spec part 2 section 5); the server checks them. */
export function createScraperTarget(client: ApiClient, body: RawScraperTargetCreateInput): Promise<unknown> {
  return client.post(SCRAPER_API.targets, body);
}

/** `PUT /scraper/targets/{id}`: the same body. */
export function updateScraperTarget(
  client: ApiClient,
  { id, body }: { id: ScraperTarget['id']; body: RawScraperTargetCreateInput },
): Promise<unknown> {
  return client.put(SCRAPER_API.target(id), body);
}

/** `DELETE /scraper/targets/{id}` */
export function deleteScraperTarget(client: ApiClient, id: ScraperTarget['id']): Promise<unknown> {
  return client.delete(SCRAPER_API.target(id));
}

const invalidates = [scraperKeys.all];
export const useCreateScraperTarget = () => useApiMutation(createScraperTarget, { invalidates });
export const useUpdateScraperTarget = () => useApiMutation(updateScraperTarget, { invalidates });
export const useDeleteScraperTarget = () => useApiMutation(deleteScraperTarget, { invalidates });
