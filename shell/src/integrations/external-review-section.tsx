import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import {
  EXTERNAL_REVIEW_KINDS,
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalChoice,
  type ExternalReview,
  type ExternalReviewKind,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import { useToast } from '@yarn-mgmt/web-platform';
import { ConflictCard } from './conflict-card';
import {
  externalReviewKey,
  REVIEW_ROUTES,
  useExternalReviews,
  useKeepAsOwn,
  useResolveConflict,
} from './external-review-api';
import { MissingCard } from './missing-card';

const hasEntries = (review: ExternalReview) => review.conflicts.length > 0 || review.missing.length > 0;

/**
 * 'Needs your review' on the sync page (issue 22): what a sync left to the user, grouped by kind (yarn, patterns,
 * projects, each from its own service): the entries edited here and on the provider since the last sync, each
 * field's two versions to choose from, and the entries the provider no longer lists, each a link to its page. Asked
 * again when a sync ends (use-ravelry-sync.ts). A kind whose service does not answer says so; the other kinds and
 * the rest of the page still work. A kind with nothing to review is left out.
 */
export function ExternalReviewSection({ source }: { source: ExternalSource }) {
  const reviews = useExternalReviews(source);
  const resolve = useResolveConflict();
  const keep = useKeepAsOwn();
  const toast = useToast();
  const queryClient = useQueryClient();
  const handlers = {
    onSuccess: ({ message }: { message: string }) => toast.success(message),
    // The entry may have been resolved elsewhere (a 404): the list is asked again either way.
    onError: () => {
      toast.error(T.actionFailed);
      void queryClient.invalidateQueries({ queryKey: externalReviewKey });
    },
  };

  const group = (kind: ExternalReviewKind, review: UseQueryResult<ExternalReview>) => {
    if (review.isPending) return <Skeleton key={kind} variant="rounded" height={96} />;
    const heading = (
      <Typography variant="subtitle1" component="h3" id={`external-review-${kind}`}>
        {T.kind(kind)}
      </Typography>
    );
    const labelled = { component: 'section', 'aria-labelledby': `external-review-${kind}` } as const;
    if (review.isError)
      return (
        <Stack key={kind} spacing={1} {...labelled}>
          {heading}
          <Alert severity="warning">{T.loadFailed(kind)}</Alert>
        </Stack>
      );
    if (!hasEntries(review.data)) return null;
    const { conflicts, missing, total } = review.data;
    const routes = REVIEW_ROUTES[kind];
    return (
      <Stack key={kind} spacing={2} {...labelled}>
        {heading}
        {conflicts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.conflictIntro(source)}
          </Typography>
        )}
        {conflicts.map((conflict) => (
          <ConflictCard
            key={conflict.id}
            conflict={conflict}
            to={routes.page(conflict.id)}
            saving={resolve.isPending && resolve.variables.id === conflict.id}
            onSave={(choices: Record<string, ExternalChoice>) =>
              resolve.mutate({ kind, id: conflict.id, choices }, handlers)
            }
          />
        ))}
        {total.conflicts > conflicts.length && (
          <Typography variant="body2">{T.more(conflicts.length, total.conflicts)}</Typography>
        )}
        {missing.map((entry) => (
          <MissingCard
            key={entry.id}
            entry={entry}
            to={routes.page(entry.id)}
            saving={keep.isPending && keep.variables.id === entry.id}
            onKeep={() => keep.mutate({ kind, id: entry.id }, handlers)}
          />
        ))}
        {total.missing > missing.length && (
          <Typography variant="body2">{T.more(missing.length, total.missing)}</Typography>
        )}
      </Stack>
    );
  };

  const nothing = reviews.every((review) => review.isSuccess && !hasEntries(review.data));
  return (
    <Box component="section" aria-labelledby="external-review-title" sx={{ mt: 3 }}>
      <Typography id="external-review-title" variant="h6" component="h2" gutterBottom>
        {T.title}
      </Typography>
      {nothing ? (
        <Typography variant="body2" color="text.secondary">
          {T.empty(source)}
        </Typography>
      ) : (
        <Stack spacing={3}>{EXTERNAL_REVIEW_KINDS.map((kind, index) => group(kind, reviews[index]))}</Stack>
      )}
    </Box>
  );
}
