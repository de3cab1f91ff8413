import { SCRAPER_API, type ScraperQueuesSessionResponse } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /scraper/queues/session`: a one-time link into Bull Board (admins). */
export async function openQueuesSession(client: ApiClient): Promise<string> {
  return (await client.post<ScraperQueuesSessionResponse>(SCRAPER_API.queuesSession)).url;
}

export const useQueuesSession = () => useApiMutation(openQueuesSession);
