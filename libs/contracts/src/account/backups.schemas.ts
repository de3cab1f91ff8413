import { z } from 'zod';

/**
 * Backups (issue 22, spec part 2 section 2 "Backup & Sync"): the account's export written on the schedule of the
 * settings `auto_backup` / `backup_frequency` (with photos when `include_photos` is on), or at once by 'Backup
 * Now'; to Google Drive when it is linked (not broken), whatever `google_drive_enabled` (the pattern PDFs' switch)
 * says, otherwise to the platform's storage.
 * The last BACKUPS_KEPT of a user are kept; any of them restores through the import.
 */
export const BACKUPS_KEPT = 10;

export const BACKUP_DESTINATIONS = ['drive', 'platform'] as const;
export type BackupDestination = (typeof BACKUP_DESTINATIONS)[number];
export const BACKUP_TRIGGERS = ['scheduled', 'manual'] as const;
export type BackupTrigger = (typeof BACKUP_TRIGGERS)[number];

/** One backup in the list (newest first). */
export const BackupSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  size_bytes: z.number().int(),
  destination: z.enum(BACKUP_DESTINATIONS),
  trigger: z.enum(BACKUP_TRIGGERS),
  include_photos: z.boolean(),
  /** `yarn-management-export-<UTC yyyyMMdd-HHmmss>.<json|zip>`: the download's name. */
  file_name: z.string(),
});
export type Backup = z.infer<typeof BackupSchema>;

export const BACKUP_RUN_STATES = ['idle', 'waiting', 'active', 'completed', 'failed'] as const;

/** The user's last Backup Now (or scheduled run): `error` says why it failed. */
export const BackupRunSchema = z.object({
  state: z.enum(BACKUP_RUN_STATES),
  error: z.string().nullable(),
});
export type BackupRun = z.infer<typeof BackupRunSchema>;

/** `GET /backups`: the kept backups, newest first, the count kept, the next scheduled run and the last run. */
export const BackupListResponseSchema = z.object({
  backups: z.array(BackupSchema),
  kept: z.number().int(),
  /** False on a server without the queue (no Redis): neither Backup Now nor Automatic Backup can run there. */
  available: z.boolean(),
  /** When the schedule writes the next one (null while Automatic Backup is off). */
  next_scheduled_at: z.string().nullable(),
  run: BackupRunSchema,
});
export type BackupListResponse = z.infer<typeof BackupListResponseSchema>;

/** `POST /backups` and `POST /backups/{id}/restore` take no body, or `{}`. */
export const BackupActionInputSchema = z.object({}).strict();
export type BackupActionInput = z.infer<typeof BackupActionInputSchema>;

/** `list` is `GET` (the list) and `POST` (Backup Now); `route` is the controller's, `path()` the client's. */
export const BACKUPS_API = {
  list: '/backups',
  restore: {
    route: '/backups/:id/restore',
    path: (id: string) => `/backups/${encodeURIComponent(id)}/restore`,
  },
  download: {
    route: '/backups/:id/download',
    path: (id: string) => `/backups/${encodeURIComponent(id)}/download`,
  },
} as const;

export const BACKUP_MESSAGES = {
  /** Spec part 2 section 2: the toast of 'Backup Now' (which now starts one). */
  started: 'Manual backup started',
  completed: 'Backup completed',
  failed: 'Backup failed',
  empty: 'No backups yet',
  /** 503 on a server without Redis (the queue the backups run on). */
  unavailable: 'Backups are not available on this server yet',
  restoreConfirmTitle: 'Restore this backup?',
  restoreConfirm:
    "The backup's yarn, patterns, projects and files are added to your account; nothing already in it is removed or changed.",
  restored: 'Backup restored',
  notFound: 'Backup not found',
  /** The backup's file is gone from Google Drive (deleted there by the user). */
  goneFromDrive: 'This backup is no longer in Google Drive',
  /** Drive was disconnected since: the backup is still in the user's Drive, but the app cannot reach it. */
  driveNotConnected: 'Connect Google Drive again to reach this backup',
  /** Said beside the switches on a server without the queue (DECISIONS 31: no switch that does nothing). */
  notAvailableHere:
    'Backups are not available on this server: Automatic Backup and Backup Now do nothing here.',
  driveUnavailable: 'Google Drive could not be reached: try again later',
} as const;

/** Where a backup went, as the list says it. */
export const BACKUP_DESTINATION_LABELS: Record<BackupDestination, string> = {
  drive: 'Google Drive',
  platform: 'This platform',
};

/** The folder the app creates in the user's Drive (drive.file sees only what the app made). */
export const DRIVE_APP_FOLDER = 'Yarn Management';

/** BullMQ: queue `backups`; the scheduler of a user's automatic backups is `backup-<user>`. */
export const BACKUPS_QUEUE = 'backups';
export const BACKUP_JOB = 'write-backup';
export const backupSchedulerId = (userId: string) => `backup-${userId}`;
export const manualBackupJobId = (userId: string) => `backup-now-${userId}`;
export const BackupJobSchema = z.object({ userId: z.string(), trigger: z.enum(BACKUP_TRIGGERS) });
export type BackupJob = z.infer<typeof BackupJobSchema>;
