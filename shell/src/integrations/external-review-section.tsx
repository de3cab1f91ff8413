import { useQueryClient } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Link, Skeleton, Stack, Typography } from '@mui/material';
import {
  EXTERNAL_REVIEW_TEXTS as T,
  type ExternalChoice,
  type ExternalConflict,
  type ExternalMissing,
  type ExternalSource,
} from '@yarn-mgmt/contracts';
import { useFormatters, useToast } from '@yarn-mgmt/web-platform';
import { Link as RouterLink } from 'react-router-dom';
import { ConflictCard } from './conflict-card';
import {
  externalReviewKey,
  useExternalReview,
  useKeepAsOwn,
  useResolveConflict,
} from './external-review-api';

/** An entry the provider no longer lists: kept here, marked; 'Keep as my own' drops the link. */
function MissingCard({
  entry,
  saving,
  onKeep,
}: {
  entry: ExternalMissing;
  saving: boolean;
  onKeep: () => void;
}) {
  const { date } = useFormatters();
  return (
    <Card variant="outlined" component="article" aria-label={entry.label}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 16rem' }}>
          <Link component={RouterLink} to={`/yarn/${entry.id}`} variant="subtitle1">
            {entry.label}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {T.missing(entry.source)} · {T.missingSince(date(entry.missing_since) ?? '-')}
          </Typography>
        </Box>
        <Button variant="outlined" size="small" disabled={saving} onClick={onKeep}>
          {T.keepAsOwn}
        </Button>
      </CardContent>
    </Card>
  );
}

/**
 * 'Needs your review' on the sync page (issue 22): the stash entries edited here and on the provider since the
 * last sync, each field's two versions to choose from, and the entries the provider no longer lists. Asked again
 * when a sync ends (use-ravelry-sync.ts); the rest of the page works when the inventory does not answer.
 */
export function ExternalReviewSection({ source }: { source: ExternalSource }) {
  const review = useExternalReview(source);
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
  const save = (conflict: ExternalConflict, choices: Record<string, ExternalChoice>) =>
    resolve.mutate({ id: conflict.id, choices }, handlers);
  const keepAsOwn = (entry: ExternalMissing) => keep.mutate(entry.id, handlers);

  const body = () => {
    if (review.isPending) return <Skeleton variant="rounded" height={96} />;
    if (review.isError) return <Alert severity="warning">{T.loadFailed}</Alert>;
    const { conflicts, missing, total } = review.data;
    if (!conflicts.length && !missing.length) {
      return (
        <Typography variant="body2" color="text.secondary">
          {T.empty(source)}
        </Typography>
      );
    }
    return (
      <Stack spacing={2}>
        {conflicts.length > 0 && (
          <Typography variant="body2" color="text.secondary">
            {T.conflictIntro(source)}
          </Typography>
        )}
        {conflicts.map((conflict) => (
          <ConflictCard
            key={conflict.id}
            conflict={conflict}
            saving={resolve.isPending && resolve.variables.id === conflict.id}
            onSave={(choices) => save(conflict, choices)}
          />
        ))}
        {total.conflicts > conflicts.length && (
          <Typography variant="body2">{T.more(conflicts.length, total.conflicts)}</Typography>
        )}
        {missing.map((entry) => (
          <MissingCard
            key={entry.id}
            entry={entry}
            saving={keep.isPending && keep.variables === entry.id}
            onKeep={() => keepAsOwn(entry)}
          />
        ))}
        {total.missing > missing.length && (
          <Typography variant="body2">{T.more(missing.length, total.missing)}</Typography>
        )}
      </Stack>
    );
  };

  return (
    <Box component="section" aria-labelledby="external-review-title" sx={{ mt: 3 }}>
      <Typography id="external-review-title" variant="h6" component="h2" gutterBottom>
        {T.title}
      </Typography>
      {body()}
    </Box>
  );
}
