import { useQueries } from '@tanstack/react-query';
import {
  EXTERNAL_REVIEW_KINDS,
  INVENTORY_API,
  PATTERN_EXTERNAL_REVIEW_API,
  PROJECT_EXTERNAL_REVIEW_API,
  type ExternalResolveInput,
  type ExternalReview,
  type ExternalReviewActionResponse,
  type ExternalReviewKind,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import { useApiClient, useApiMutation, type ApiClient } from '@yarn-mgmt/web-platform';

/** Every source's review: what a finished sync asks again. */
export const externalReviewKey = ['integrations', 'external-review'] as const;
const reviewKey = (source: ExternalSource, kind: ExternalReviewKind) =>
  [...externalReviewKey, source, kind] as const;

/** Each kind's review calls (its service's) and the page an entry opens. */
export const REVIEW_ROUTES: Record<
  ExternalReviewKind,
  {
    review: string;
    resolve: (id: string) => string;
    unlink: (id: string) => string;
    page: (id: string) => string;
  }
> = {
  yarn: {
    review: INVENTORY_API.externalReview,
    resolve: INVENTORY_API.externalResolve,
    unlink: INVENTORY_API.externalUnlink,
    page: (id) => `/yarn/${id}`,
  },
  patterns: { ...PATTERN_EXTERNAL_REVIEW_API, page: (id) => `/patterns/${id}` },
  projects: { ...PROJECT_EXTERNAL_REVIEW_API, page: (id) => `/projects/${id}` },
};

/** `GET /<kind>/external-review?source=` (issue 22): the entries of one kind a sync left to the user. */
export function getExternalReview(
  client: ApiClient,
  source: ExternalSource,
  kind: ExternalReviewKind,
): Promise<ExternalReview> {
  return client.get<ExternalReview>(`${REVIEW_ROUTES[kind].review}?source=${source}`);
}

/** Every kind's review, asked apart: a kind whose service is down fails alone. In EXTERNAL_REVIEW_KINDS' order. */
export function useExternalReviews(source: ExternalSource) {
  const client = useApiClient();
  return useQueries({
    queries: EXTERNAL_REVIEW_KINDS.map((kind) => ({
      queryKey: reviewKey(source, kind),
      queryFn: () => getExternalReview(client, source, kind),
    })),
  });
}

/** `POST /<kind>/{id}/external-resolve`: the version kept of each differing field. */
export function useResolveConflict() {
  return useApiMutation(
    (client, { kind, id, choices }: ExternalResolveInput & { kind: ExternalReviewKind; id: string }) =>
      client.post<ExternalReviewActionResponse>(REVIEW_ROUTES[kind].resolve(id), { choices }),
    { invalidates: [externalReviewKey] },
  );
}

/** `POST /<kind>/{id}/external-unlink`: an entry gone from the provider stays as the user's own. */
export function useKeepAsOwn() {
  return useApiMutation(
    (client, { kind, id }: { kind: ExternalReviewKind; id: string }) =>
      client.post<ExternalReviewActionResponse>(REVIEW_ROUTES[kind].unlink(id)),
    { invalidates: [externalReviewKey] },
  );
}
