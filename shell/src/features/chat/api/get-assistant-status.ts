import { queryOptions, useQuery } from '@tanstack/react-query';
import {
  AssistantStatusResponseSchema,
  SMART_RECOMMENDATIONS_API,
  type AssistantStatusResponse,
} from '@yarn-mgmt/contracts';
import { useApiClient, type ApiClient } from '@yarn-mgmt/web-platform';

export const chatKeys = {
  all: ['smart-recommendations'] as const,
  status: () => [...chatKeys.all, 'status'] as const,
};

/** `GET /smart-recommendations/status` (spec part 2 section 7): `success` is true only when the AI answers. */
export async function getAssistantStatus(client: ApiClient): Promise<AssistantStatusResponse> {
  return AssistantStatusResponseSchema.parse(await client.get<unknown>(SMART_RECOMMENDATIONS_API.status));
}

export function assistantStatusQueryOptions(client: ApiClient) {
  return queryOptions({
    queryKey: chatKeys.status(),
    queryFn: () => getAssistantStatus(client),
    // Spec part 2 section 4: a failed status check means offline, at once (no retry keeps 'Checking...' up).
    retry: false,
  });
}

export type AssistantStatus = 'checking' | 'online' | 'offline';

/** Spec part 2 section 4: checking, then online or offline; a failed call is offline. */
export function useAssistantStatus(): AssistantStatus {
  const { data, isPending } = useQuery(assistantStatusQueryOptions(useApiClient()));
  if (isPending) return 'checking';
  return data?.success ? 'online' : 'offline';
}
