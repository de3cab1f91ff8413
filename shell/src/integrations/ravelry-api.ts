import { useQuery } from '@tanstack/react-query';
import {
  RAVELRY_API,
  type RavelryAuthResponse,
  type RavelryOptions,
  type RavelryOptionsInput,
  type RavelryStatus,
  type RavelrySyncStatus,
} from '@yarn-mgmt/contracts';
import {
  isRunGoing,
  pollWhile,
  replaceQueryData,
  useApiClient,
  useApiMutation,
  type ApiClient,
} from '@yarn-mgmt/web-platform';
import { profileKey } from '../api/get-profile';
import { ravelryStatusKey } from './ravelry-status-key';

export { ravelryStatusKey };

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
    onSuccess: (status, _variables, queryClient) => replaceQueryData(queryClient, ravelryStatusKey, status),
    invalidates: [profileKey],
  });
}

export const ravelrySyncKey = ['integrations', 'ravelry', 'sync'] as const;
export const isSyncRunning = (status: RavelrySyncStatus | undefined) => isRunGoing(status);

/** `GET /ravelry/sync`: the user's sync job, asked again while it waits or runs. */
export function useRavelrySyncStatus(enabled: boolean) {
  const client = useApiClient();
  return useQuery({
    queryKey: ravelrySyncKey,
    queryFn: () => client.get<RavelrySyncStatus>(RAVELRY_API.sync),
    enabled,
    refetchInterval: pollWhile(isSyncRunning),
  });
}

/** `POST /ravelry/sync`: queues the sync (202) and answers its state, shown at once. */
export function useRavelrySync() {
  return useApiMutation((client) => client.post<RavelrySyncStatus>(RAVELRY_API.sync), {
    onSuccess: (status, _variables, queryClient) => replaceQueryData(queryClient, ravelrySyncKey, status),
  });
}

/**
 * `PUT /ravelry/options`: the automatic sync and write-back; the status and the sync's next run are shown at once from the
 * answer.
 */
export function useRavelryOptions() {
  return useApiMutation(
    (client, input: RavelryOptionsInput) => client.put<RavelryOptions>(RAVELRY_API.options, input),
    {
      onSuccess: async (options, _input, queryClient) => {
        await replaceQueryData<RavelryStatus>(queryClient, ravelryStatusKey, (status) =>
          status ? { ...status, autoSync: options.autoSync, writeBack: options.writeBack } : status,
        );
        await replaceQueryData<RavelrySyncStatus>(queryClient, ravelrySyncKey, (sync) =>
          sync ? { ...sync, nextSync: options.nextSync } : sync,
        );
      },
    },
  );
}
