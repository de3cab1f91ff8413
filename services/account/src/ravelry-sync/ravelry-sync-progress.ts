import { RAVELRY_SYNC_KINDS, RAVELRY_SYNC_MESSAGES, type RavelrySyncKind } from '@yarn-mgmt/contracts';

/** A sync job's progress as the job stores it. */
export interface SyncJobProgress {
  done: number;
  total: number;
  /** Absent in a job queued before patterns and projects were synced: the stash. */
  kind?: RavelrySyncKind;
}

/** "stash 40 of 112", or null before the job said. */
export function progressText(progress: unknown): string | null {
  if (!progress || typeof progress !== 'object') return null;
  const { done, total, kind } = progress as Partial<SyncJobProgress>;
  return typeof done === 'number' && typeof total === 'number'
    ? RAVELRY_SYNC_MESSAGES.progress(done, total, kind && RAVELRY_SYNC_KINDS.includes(kind) ? kind : 'stash')
    : null;
}
