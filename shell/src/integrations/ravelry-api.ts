import { useQuery } from '@tanstack/react-query';
import { RAVELRY_API, type RavelryAuthResponse, type RavelryStatus } from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';
import { profileKey } from '../api/get-profile';

export const ravelryStatusKey = ['integrations', 'ravelry', 'status'] as const;

/** `GET /ravelry/status` */
export function getRavelryStatus(client: ApiClient): Promise<RavelryStatus> {
  return client.get<RavelryStatus>(RAVELRY_API.status);
}

export function useRavelryStatus() {
  const client = useApiClient();
  return useQuery({ queryKey: ravelryStatusKey, queryFn: () => getRavelryStatus(client) });
}

/** `GET /ravelry/auth`: the provider's authorisation address the browser is sent to. */
export function getRavelryAuthUrl(client: ApiClient): Promise<RavelryAuthResponse> {
  return client.get<RavelryAuthResponse>(RAVELRY_API.auth);
}

export function useRavelryConnect() {
  return useApiMutation((client) => getRavelryAuthUrl(client));
}

/** `DELETE /ravelry/disconnect`: answers the status after, shown at once; the profile names the link too. */
export function useRavelryDisconnect() {
  return useApiMutation((client) => client.delete<RavelryStatus>(RAVELRY_API.disconnect), {
    onSuccess: (status, _variables, queryClient) => queryClient.setQueryData(ravelryStatusKey, status),
    invalidates: [profileKey],
  });
}

/** `POST /ravelry/sync` */
export function useRavelrySync() {
  return useApiMutation((client) => client.post<unknown>(RAVELRY_API.sync), {
    invalidates: [ravelryStatusKey],
  });
}
