import { useQuery } from '@tanstack/react-query';
import {
  INVENTORY_API,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** Every source's review: what a finished sync asks again. */
export const externalReviewKey = ['integrations', 'external-review'] as const;
const reviewKey = (source: ExternalSource) => [...externalReviewKey, source] as const;

/** `GET /yarn/external-review?source=` (issue 22): the stash entries a sync left to the user. */
export function getExternalReview(client: ApiClient, source: ExternalSource): Promise<ExternalReview> {
  return client.get<ExternalReview>(`${INVENTORY_API.externalReview}?source=${source}`);
}

export function useExternalReview(source: ExternalSource) {
  const client = useApiClient();
  return useQuery({ queryKey: reviewKey(source), queryFn: () => getExternalReview(client, source) });
}

/** `POST /yarn/{id}/external-resolve`: the version kept of each differing field. */
export function useResolveConflict() {
  return useApiMutation(
    (client, { id, choices }: ExternalResolveInput & { id: string }) =>
      client.post<ExternalReviewActionResponse>(INVENTORY_API.externalResolve(id), { choices }),
    { invalidates: [externalReviewKey] },
  );
}

/** `POST /yarn/{id}/external-unlink`: an entry gone from the provider stays as the user's own. */
export function useKeepAsOwn() {
  return useApiMutation(
    (client, id: string) => client.post<ExternalReviewActionResponse>(INVENTORY_API.externalUnlink(id)),
    { invalidates: [externalReviewKey] },
  );
}
