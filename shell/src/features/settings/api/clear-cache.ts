import { SETTINGS_API } from '@yarn-mgmt/contracts';
import { useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** `POST /settings/clear-cache` */
export function clearServerCache(client: ApiClient): Promise<unknown> {
  return client.post<unknown>(SETTINGS_API.clearCache);
}

/** The server's cache, then the client's: unused queries go, the ones on screen load afresh. */
export function useClearCache() {
  return useApiMutation((client) => clearServerCache(client), {
    onSuccess: (_answer, _variables, queryClient) => {
      queryClient.removeQueries({ type: 'inactive' });
      void queryClient.resetQueries({ type: 'active' });
    },
  });
}
