import { useQueryClient } from '@tanstack/react-query';
import { ravelrySyncSummaryText, type RavelrySyncStatus } from '@yarn-mgmt/contracts';
import { useFollowedRun, useToast } from '@yarn-mgmt/web-platform';
import { useCallback } from 'react';
import { externalReviewKey } from './external-review-api';
import { isSyncRunning, ravelryStatusKey, useRavelrySync, useRavelrySyncStatus } from './ravelry-api';
import { RAVELRY_TOASTS } from './use-ravelry-actions';

export interface RavelrySyncView {
  /** Sync Now. */
  start: () => void;
  /** The job waits or runs (or the request to start it is on its way): the button reads 'Syncing...'. */
  syncing: boolean;
  /** "stash 40 of 112" while it runs. */
  progress: string | null;
  /** How the last sync this page saw ended: "12 added, 3 updated, nothing else changed", "no changes", or why it failed. */
  outcome: string | null;
}

const outcomeOf = (status: RavelrySyncStatus | undefined): string | null =>
  status?.state === 'completed' && status.summary
    ? ravelrySyncSummaryText(status.summary)
    : status?.state === 'failed'
      ? status.error
      : null;

/**
 * Sync Now (issue 22): queues the job, then follows it until it ends; then the spec's toast ('Ravelry sync
 * completed successfully' or 'Failed to sync Ravelry data') and the link's status (its last sync) and the review
 * (what the sync left to decide) asked again.
 * `enabled`: the link is there to sync (connected, not broken).
 */
export function useRavelrySyncNow(enabled: boolean): RavelrySyncView {
  const toast = useToast();
  const queryClient = useQueryClient();
  const status = useRavelrySyncStatus(enabled);
  const call = useRavelrySync();
  const data = status.data;

  const ended = useCallback(
    (last: RavelrySyncStatus) => {
      if (last.state === 'completed') toast.success(RAVELRY_TOASTS.synced);
      else if (last.state === 'failed') toast.error(RAVELRY_TOASTS.syncFailed);
      void queryClient.invalidateQueries({ queryKey: ravelryStatusKey });
      // What the sync left to review (conflicts, entries gone from Ravelry), even from a failed run's batches.
      void queryClient.invalidateQueries({ queryKey: externalReviewKey });
    },
    [toast, queryClient],
  );
  /** A sync this page started or saw running: its end is announced once. */
  const run = useFollowedRun(data, isSyncRunning, ended);

  const start = useCallback(() => {
    run.follow();
    call.mutate(undefined, {
      onError: () => {
        run.forget();
        toast.error(RAVELRY_TOASTS.syncFailed);
      },
    });
  }, [call, toast, run]);

  const running = isSyncRunning(data);
  return {
    start,
    syncing: call.isPending || running,
    progress: running ? (data?.progress ?? null) : null,
    outcome: outcomeOf(data),
  };
}
