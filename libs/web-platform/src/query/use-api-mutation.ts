import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/api-client';

export interface ApiMutationOptions<TData, TVariables> {
  /** Queries that are out of date once the call succeeded. */
  invalidates?: QueryKey[];
  /**
   * Cache updates that need the answer (e.g. put the saved entry in place: `replaceQueryData`); a promise it
   * returns is awaited before the write counts as done.
   */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => unknown;
}

/**
 * Puts a write's answer in place of a query's data. A read of that query still on its way was sent before the write
 * and answers what was there before it: it is cancelled first, or its older answer would land over this one (a
 * sync just started read back as idle, so nobody follows it).
 */
export async function replaceQueryData<T>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  data: T | ((old: T | undefined) => T | undefined),
): Promise<void> {
  await queryClient.cancelQueries({ queryKey, exact: true });
  queryClient.setQueryData<T>(queryKey, data);
}

/** A write through the api client in context: the call, then the cache updates it makes stale. */
export function useApiMutation<TData, TVariables = void>(
  call: (client: ApiClient, variables: TVariables) => Promise<TData>,
  { invalidates = [], onSuccess }: ApiMutationOptions<TData, TVariables> = {},
) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: TVariables) => call(client, variables),
    onSuccess: async (data, variables) => {
      await onSuccess?.(data, variables, queryClient);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
