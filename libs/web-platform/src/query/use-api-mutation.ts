import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import type { ApiClient } from '../api/api-client';

export interface ApiMutationOptions<TData, TVariables> {
  /** Queries that are out of date once the call succeeded. */
  invalidates?: QueryKey[];
  /** Cache updates that need the answer (e.g. put the saved entry in place). */
  onSuccess?: (data: TData, variables: TVariables, queryClient: QueryClient) => void;
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
    onSuccess: (data, variables) => {
      onSuccess?.(data, variables, queryClient);
      for (const queryKey of invalidates) void queryClient.invalidateQueries({ queryKey });
    },
  });
}
