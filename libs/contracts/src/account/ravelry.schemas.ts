import { z } from 'zod';

/**
 * `GET /ravelry/status` (spec part 2 section 3, "Ravelry status"), and two facts the pages need: `configured`
 * (false when this server has no Ravelry client: connecting is not available) and `broken` (a refresh was refused,
 * so the link needs reconnecting; it is still listed as connected, with its username).
 */
export const RavelryStatusSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastSync: z.string().nullable(),
  broken: z.boolean(),
  configured: z.boolean(),
});
export type RavelryStatus = z.infer<typeof RavelryStatusSchema>;

/** `GET /ravelry/auth` answers `{ authUrl }`; the browser is sent there. */
export const RavelryAuthResponseSchema = z.object({ authUrl: z.string() });
export type RavelryAuthResponse = z.infer<typeof RavelryAuthResponseSchema>;

export const RAVELRY_MESSAGES = {
  /** The 503 of `GET /ravelry/auth` on a server without a Ravelry client (RAVELRY_CLIENT_ID unset). */
  notAvailable: 'Ravelry connection is not available yet',
  /** `POST /ravelry/sync` until the sync is built (503). */
  syncNotAvailable: 'Ravelry sync is not available yet',
  initiateFailed: 'Failed to initiate Ravelry connection',
  /** Spec part 2 section 2, "Return from the external connection". */
  connectedAs: (username: string) => `Successfully connected to Ravelry as ${username}`,
  connectionFailedBecause: (reason: string) => `Ravelry connection failed: ${reason}`,
  invalidState: 'Invalid or expired connection request. Please try again.',
  connectionFailed: 'Failed to connect to Ravelry. Please try again.',
} as const;

/** The paths of the Ravelry link; `callback` is the public address the provider sends the browser back to. */
export const RAVELRY_API = {
  status: '/ravelry/status',
  auth: '/ravelry/auth',
  callback: '/ravelry/callback',
  disconnect: '/ravelry/disconnect',
  sync: '/ravelry/sync',
} as const;

/** Ravelry's scope for a refresh token (its OAuth 2.0 documentation). */
export const RAVELRY_SCOPE = 'offline';

/**
 * The Ravelry sync (issue 22): a BullMQ job per user on this queue (job id per user, so a second click while one
 * waits or runs adds nothing). Stash entries go to the inventory's external-sync upsert.
 */
export const RAVELRY_SYNC_QUEUE = 'ravelry-sync';
export const RAVELRY_SYNC_JOB = 'sync-stash';
export const ravelrySyncJobId = (userId: string) => `ravelry-sync-${userId}`;

/** What one sync changed (`seconds`: how long it took). */
export const RavelrySyncSummarySchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.number().int(),
  missing: z.number().int(),
  seconds: z.number(),
});
export type RavelrySyncSummary = z.infer<typeof RavelrySyncSummarySchema>;

export const RAVELRY_SYNC_STATES = ['idle', 'waiting', 'active', 'completed', 'failed'] as const;

/**
 * `POST /ravelry/sync` (202) and `GET /ravelry/sync`: the user's sync job. `progress` while it runs ("stash 40 of
 * 112"); `summary` once completed; `error` (why) once failed; `lastSync` the link's last completed sync.
 */
export const RavelrySyncStatusSchema = z.object({
  state: z.enum(RAVELRY_SYNC_STATES),
  progress: z.string().nullable(),
  summary: RavelrySyncSummarySchema.nullable(),
  error: z.string().nullable(),
  lastSync: z.string().nullable(),
});
export type RavelrySyncStatus = z.infer<typeof RavelrySyncStatusSchema>;

export const RAVELRY_SYNC_MESSAGES = {
  /** Spec part 2 section 2 (Settings: Ravelry Integration, Sync Now). */
  completed: 'Ravelry sync completed successfully',
  failed: 'Failed to sync Ravelry data',
  syncing: 'Syncing...',
  progress: (done: number, total: number) => `stash ${done} of ${total}`,
  /** Why a job failed, for the settings page. */
  broken: 'The Ravelry connection stopped working: connect again',
  notConnected: 'Ravelry is not connected',
  refused: 'Ravelry refused the connection: connect again',
  unavailable: 'Ravelry could not be reached: try again later',
  inventoryDown: 'The inventory could not be reached: try again later',
} as const;

/** "12 added, 3 updated, nothing else changed", or "no changes" (conflicts and missing entries said too). */
export function ravelrySyncSummaryText(summary: RavelrySyncSummary): string {
  const parts = [
    summary.created ? `${summary.created} added` : '',
    summary.updated ? `${summary.updated} updated` : '',
    summary.conflicts ? `${summary.conflicts} in conflict (kept as edited here)` : '',
    summary.missing ? `${summary.missing} no longer on Ravelry` : '',
  ].filter(Boolean);
  if (!parts.length) return 'no changes';
  return summary.conflicts || summary.missing
    ? parts.join(', ')
    : `${parts.join(', ')}, nothing else changed`;
}
