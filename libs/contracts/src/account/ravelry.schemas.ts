import { z } from 'zod';

/** How often the link syncs on its own (issue 22): never (the default), every day, or every week. */
export const RAVELRY_AUTO_SYNC = ['off', 'daily', 'weekly'] as const;
export type RavelryAutoSync = (typeof RAVELRY_AUTO_SYNC)[number];
export const RAVELRY_AUTO_SYNC_LABELS: Record<RavelryAutoSync, string> = {
  off: 'Off',
  daily: 'Daily',
  weekly: 'Weekly',
};

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
  /** The link's automatic sync (absent from a server older than it: off). */
  autoSync: z.enum(RAVELRY_AUTO_SYNC).optional(),
  /** Whether a sync sends skeins used and notes back to Ravelry (off by default; absent from an older server). */
  writeBack: z.boolean().optional(),
});
export type RavelryStatus = z.infer<typeof RavelryStatusSchema>;

/** `PUT /ravelry/options`: the link's sync options; a key left out keeps its value. */
export const RavelryOptionsInputSchema = z
  .object({
    autoSync: z.enum(RAVELRY_AUTO_SYNC),
    writeBack: z.boolean({ error: 'Write-back must be true or false' }),
  })
  .partial()
  .strict();
export type RavelryOptionsInput = z.infer<typeof RavelryOptionsInputSchema>;

/** Its answer: the options as stored, and when the automatic sync runs next (null when off). */
export const RavelryOptionsSchema = z.object({
  autoSync: z.enum(RAVELRY_AUTO_SYNC),
  writeBack: z.boolean(),
  nextSync: z.string().nullable(),
});
export type RavelryOptions = z.infer<typeof RavelryOptionsSchema>;

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
  options: '/ravelry/options',
} as const;

/** Ravelry's scope for a refresh token (its OAuth 2.0 documentation). */
export const RAVELRY_SCOPE = 'offline';

/**
 * The Ravelry sync (issue 22): a BullMQ job per user on this queue (job id per user, so a second click while one
 * waits or runs adds nothing). Stash entries go to the inventory's external-sync upsert, library and favourite
 * patterns to the patterns service's, projects to the projects service's, in that order.
 */
export const RAVELRY_SYNC_QUEUE = 'ravelry-sync';
export const RAVELRY_SYNC_JOB = 'sync-stash';
export const ravelrySyncJobId = (userId: string) => `ravelry-sync-${userId}`;
/**
 * The automatic sync: a job scheduler per user whose runs (job `scheduled-sync`) start the same per-user job as
 * Sync Now, unless one waits or runs already.
 */
export const RAVELRY_SYNC_SCHEDULED_JOB = 'scheduled-sync';
export const ravelrySyncSchedulerId = (userId: string) => `ravelry-sync-schedule-${userId}`;

/** What a sync imports, in the order it runs (and the progress text names). */
export const RAVELRY_SYNC_KINDS = ['stash', 'patterns', 'projects'] as const;
export type RavelrySyncKind = (typeof RAVELRY_SYNC_KINDS)[number];

export const RavelrySyncCountsSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  conflicts: z.number().int(),
  missing: z.number().int(),
});
export type RavelrySyncCounts = z.infer<typeof RavelrySyncCountsSchema>;

/**
 * What one sync changed: the totals over every kind, `kinds` the same counts per kind (absent in a summary of a
 * sync that imported the stash only), `seconds` how long it took.
 */
export const RavelrySyncSummarySchema = RavelrySyncCountsSchema.extend({
  seconds: z.number(),
  kinds: z
    .object({
      stash: RavelrySyncCountsSchema,
      patterns: RavelrySyncCountsSchema,
      projects: RavelrySyncCountsSchema,
    })
    .optional(),
  /**
   * With write-back on: stash entries whose skeins and notes Ravelry took (`written`), and those it refused or
   * could not be reached for (`failed`: kept here as they are, sent again at the next sync).
   */
  writeBack: z.object({ written: z.number().int(), failed: z.number().int() }).optional(),
  /**
   * Stash photos copied from Ravelry into the inventory (`copied`), and those Ravelry's image server or the
   * inventory did not take now (`failed`: tried again at the next sync). Absent from a summary older than it.
   */
  photos: z.object({ copied: z.number().int(), failed: z.number().int() }).optional(),
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
  /** When the automatic sync runs next (null when it is off; absent from a server older than it). */
  nextSync: z.string().nullable().optional(),
});
export type RavelrySyncStatus = z.infer<typeof RavelrySyncStatusSchema>;

export const RAVELRY_SYNC_MESSAGES = {
  /** Spec part 2 section 2 (Settings: Ravelry Integration, Sync Now). */
  completed: 'Ravelry sync completed successfully',
  failed: 'Failed to sync Ravelry data',
  syncing: 'Syncing...',
  /** "stash 40 of 112", then "patterns 10 of 50", then "projects 3 of 20". */
  progress: (done: number, total: number, kind: RavelrySyncKind = 'stash') => `${kind} ${done} of ${total}`,
  /** Why a job failed, for the settings page. */
  broken: 'The Ravelry connection stopped working: connect again',
  notConnected: 'Ravelry is not connected',
  refused: 'Ravelry refused the connection: connect again',
  unavailable: 'Ravelry could not be reached: try again later',
  inventoryDown: 'The inventory could not be reached: try again later',
  patternsDown: 'The pattern library could not be reached: try again later',
  projectsDown: 'The projects could not be reached: try again later',
} as const;

const NOUNS: Record<RavelrySyncKind, [string, string]> = {
  stash: ['yarn', 'yarns'],
  patterns: ['pattern', 'patterns'],
  projects: ['project', 'projects'],
};

const changedCount = (counts: RavelrySyncCounts) =>
  counts.created + counts.updated + counts.conflicts + counts.missing;

/** "3 added", or with the kind named, "3 patterns added"; conflicts and missing rows said too. */
function countParts(counts: RavelrySyncCounts, kind?: RavelrySyncKind): string[] {
  const n = (count: number) => (kind ? `${count} ${NOUNS[kind][count === 1 ? 0 : 1]}` : String(count));
  return [
    counts.created ? `${n(counts.created)} added` : '',
    counts.updated ? `${n(counts.updated)} updated` : '',
    counts.conflicts ? `${n(counts.conflicts)} in conflict (kept as edited here)` : '',
    counts.missing ? `${n(counts.missing)} no longer on Ravelry` : '',
  ].filter(Boolean);
}

const photoCount = (count: number) => `${count} ${count === 1 ? 'photo' : 'photos'}`;

/**
 * "12 added, 3 updated, nothing else changed" when only the stash changed, "12 yarns added, 3 patterns added,
 * nothing else changed" when patterns or projects changed too (each kind named), or "no changes". Photos copied
 * ("3 photos copied") and not copied now are said, as is write-back. Conflicts and rows no longer on Ravelry are
 * said, and then "nothing else changed" is not.
 */
export function ravelrySyncSummaryText(summary: RavelrySyncSummary): string {
  const changed = summary.kinds
    ? RAVELRY_SYNC_KINDS.filter((kind) => changedCount(summary.kinds![kind]) > 0)
    : [];
  const named = changed.length > 1 || (changed.length === 1 && changed[0] !== 'stash');
  const sent = summary.writeBack;
  const copies = summary.photos;
  const parts = [
    ...(named ? changed.flatMap((kind) => countParts(summary.kinds![kind], kind)) : countParts(summary)),
    copies?.copied ? `${photoCount(copies.copied)} copied` : '',
    copies?.failed ? `${photoCount(copies.failed)} not copied (tried again next sync)` : '',
    sent?.written ? `${sent.written} sent to Ravelry` : '',
    sent?.failed ? `${sent.failed} not sent to Ravelry (tried again next sync)` : '',
  ].filter(Boolean);
  if (!parts.length) return 'no changes';
  return summary.conflicts || summary.missing
    ? parts.join(', ')
    : `${parts.join(', ')}, nothing else changed`;
}
