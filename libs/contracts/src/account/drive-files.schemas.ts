import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';

const uuid = z.string().uuid();

/**
 * Pattern PDFs stored in the user's Google Drive (issue 22, DECISIONS 19). With Drive linked and
 * `google_drive_enabled` on, the account service's `drive-files` job moves each PDF the patterns service holds to
 * the app's "Yarn Management" folder; turned off (or Drive disconnected) it moves them back. The patterns service
 * keeps each file's row (name, size, type) and the pattern's `google_drive_file_id`; it never calls the account
 * service: the account calls its internal routes below with a service token of scope PATTERN_DRIVE_FILES_SCOPE.
 */
export const PATTERN_DRIVE_FILES_SCOPE = 'patterns:drive-files';

export const PATTERN_DRIVE_FILES_API = {
  /** GET: the user's pattern files, where each one is. */
  list: '/internal/patterns/drive-files',
  /** GET: a file's bytes (held here); PUT (application/pdf, `?drive_file_id=`): the bytes back from Drive. */
  content: apiPath('/internal/patterns/drive-files/:patternId/content'),
  /** POST `{file_id, drive_file_id}`: the file is in Drive now; its bytes here are removed. */
  placed: apiPath('/internal/patterns/drive-files/:patternId/placed'),
  /** POST `{drive_file_ids}`: these Drive copies of files that went are in Drive's trash now. */
  trashed: '/internal/patterns/drive-files/trashed',
} as const;

export const PatternDriveFileSchema = z.object({
  pattern_id: z.string(),
  /** The file row's id: a file replaced meanwhile has another, so a stale move is refused (409). */
  file_id: z.string(),
  name: z.string(),
  size: z.number().int(),
  title: z.string(),
  /** Null while the bytes are held by the patterns service. */
  drive_file_id: z.string().nullable(),
});
export type PatternDriveFile = z.infer<typeof PatternDriveFileSchema>;

export const PatternDriveFileListSchema = z.object({
  files: z.array(PatternDriveFileSchema),
  /** Drive copies of files replaced, removed or deleted with their pattern, for the job to trash (500 at most). */
  trash: z.array(z.string()),
});
export type PatternDriveFileList = z.infer<typeof PatternDriveFileListSchema>;

const driveFileId = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,200}$/, { error: 'A Drive file id: letters, digits, - and _' });

export const PatternDrivePlacedInputSchema = z.object({ file_id: uuid, drive_file_id: driveFileId }).strict();
export type PatternDrivePlacedInput = z.infer<typeof PatternDrivePlacedInputSchema>;

export const PatternDriveTrashedInputSchema = z
  .object({ drive_file_ids: z.array(driveFileId).min(1).max(500) })
  .strict();
export type PatternDriveTrashedInput = z.infer<typeof PatternDriveTrashedInputSchema>;

export const PatternDriveReturnQuerySchema = z.object({ drive_file_id: driveFileId }).strict();
export type PatternDriveReturnQuery = z.infer<typeof PatternDriveReturnQuerySchema>;

/**
 * View / Download of a PDF held in Drive: the patterns service answers a redirect to this account route, signed
 * with the shared FILE_LINK_SECRET over (owner, pattern, Drive file, kind, title, expiry); the account streams the
 * file from Drive with that owner's own token. Public at the gateway (a new tab sends no bearer).
 */
export const DRIVE_FILE_LINK_KINDS = ['view', 'download'] as const;
export type DriveFileLinkKind = (typeof DRIVE_FILE_LINK_KINDS)[number];
/** The redirect is made after the owner was checked, so it needs to live only as long as the browser follows it. */
export const DRIVE_FILE_LINK_TTL_SECONDS = 60;

export const DRIVE_FILES_API = {
  /** GET: the move's progress (DriveFilesStatus). */
  status: '/integrations/google-drive/files',
  view: apiPath('/integrations/google-drive/files/:patternId/view'),
  download: apiPath('/integrations/google-drive/files/:patternId/download'),
} as const;

export const DriveFileLinkQuerySchema = z
  .object({
    user: uuid,
    file: driveFileId,
    name: z.string().max(500),
    exp: z.string().regex(/^\d{1,12}$/),
    sig: z.string().max(200),
  })
  .strict();
export type DriveFileLinkQuery = z.infer<typeof DriveFileLinkQuerySchema>;

/** What the user reads when a file in Drive cannot be opened. */
export const DRIVE_FILES_MESSAGES = {
  unavailable:
    'Google Drive is not answering right now, so this pattern file cannot be opened. Please try again in a few minutes.',
  notConnected:
    'This pattern file is in your Google Drive, which is no longer connected. Reconnect Google Drive in Settings to open it.',
  notFound: 'File not found',
  /** Disconnect refused because the files could not be brought back first. */
  returnFailed:
    'Your pattern files could not be moved back from Google Drive right now, so Google Drive is still connected. Please try again in a few minutes.',
  /** Under the 'Google Drive Sync' switch. */
  whatItDoes:
    "Pattern PDFs go to the 'Yarn Management' folder in your Google Drive (backups go there whenever Drive is connected)",
  progress: (done: number, total: number, direction: DriveFilesDirection) =>
    `${direction === 'to_drive' ? 'Moving pattern files to Google Drive' : 'Moving pattern files back from Google Drive'}: ${done} of ${total} files`,
} as const;

/** BullMQ: queue `drive-files`, one job per user at a time (`drive-files-<user>`). */
export const DRIVE_FILES_QUEUE = 'drive-files';
export const DRIVE_FILES_DIRECTIONS = ['to_drive', 'to_platform'] as const;
export type DriveFilesDirection = (typeof DRIVE_FILES_DIRECTIONS)[number];
export const driveFilesJobId = (userId: string) => `drive-files-${userId}`;
export const DriveFilesJobSchema = z.object({
  userId: z.string(),
  direction: z.enum(DRIVE_FILES_DIRECTIONS),
});
export type DriveFilesJob = z.infer<typeof DriveFilesJobSchema>;

export const DriveFilesStatusSchema = z.object({
  state: z.enum(['idle', 'waiting', 'active', 'completed', 'failed']),
  direction: z.enum(DRIVE_FILES_DIRECTIONS).nullable(),
  done: z.number().int(),
  total: z.number().int(),
  /** Files that could not move this time (kept where they were; the next run tries again). */
  failed: z.number().int(),
  error: z.string().nullable(),
});
export type DriveFilesStatus = z.infer<typeof DriveFilesStatusSchema>;
