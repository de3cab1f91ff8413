import { useQuery } from '@tanstack/react-query';
import { RAVELRY_API, type RavelryAuthResponse, type RavelryStatus } from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

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

/** `DELETE /ravelry/disconnect` */
export function useRavelryDisconnect() {
  return useApiMutation((client) => client.delete<unknown>(RAVELRY_API.disconnect), {
    invalidates: [ravelryStatusKey, ['account', 'profile']],
  });
}

/** `POST /ravelry/sync` */
export function useRavelrySync() {
  return useApiMutation((client) => client.post<unknown>(RAVELRY_API.sync), {
    invalidates: [ravelryStatusKey],
  });
}
