import { z } from 'zod';

/** A Disconnect under way: `done` of `total` pattern files are back from Drive (the link goes when all are). */
export const GoogleDriveDisconnectingSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type GoogleDriveDisconnecting = z.infer<typeof GoogleDriveDisconnectingSchema>;

/**
 * `GET /integrations/google-drive/status`: whether Drive is linked, as which Google account, since when;
 * `broken` when a refresh was refused (reconnect), `configured` false on a server without a Google client.
 * A Disconnect with pattern files in Drive is answered 202 at once: the link stays (`connected`) with
 * `disconnecting` while the files come back, then goes; `disconnectError` says why the last one could not finish
 * (the link stays, nothing is lost, Disconnect can be pressed again). Each is absent otherwise.
 */
export const GoogleDriveStatusSchema = z.object({
  connected: z.boolean(),
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
  broken: z.boolean(),
  configured: z.boolean(),
  disconnecting: GoogleDriveDisconnectingSchema.optional(),
  disconnectError: z.string().optional(),
});
export type GoogleDriveStatus = z.infer<typeof GoogleDriveStatusSchema>;

/** `GET /integrations/google-drive/auth` answers `{ authUrl }`; the browser is sent there. */
export const GoogleDriveAuthResponseSchema = z.object({ authUrl: z.string() });
export type GoogleDriveAuthResponse = z.infer<typeof GoogleDriveAuthResponseSchema>;

export const GOOGLE_DRIVE_MESSAGES = {
  /** The 503 of the auth call on a server without a Google client (GOOGLE_CLIENT_ID unset). */
  notAvailable: 'Google Drive connection is not available on this server',
  initiateFailed: 'Failed to initiate Google Drive connection',
  disconnected: 'Google Drive disconnected',
  disconnectFailed: 'Failed to disconnect Google Drive',
  /** The return messages, worded as the spec's Ravelry ones. */
  connectedAs: (email: string) => `Successfully connected to Google Drive as ${email}`,
  connectionFailedBecause: (reason: string) => `Google Drive connection failed: ${reason}`,
  connectionFailed: 'Failed to connect to Google Drive. Please try again.',
} as const;

export const GOOGLE_DRIVE_API = {
  status: '/integrations/google-drive/status',
  auth: '/integrations/google-drive/auth',
  callback: '/integrations/google-drive/callback',
  disconnect: '/integrations/google-drive/disconnect',
} as const;

/** Drive access to the files this app created, and nothing else (Google's narrowest Drive scope). */
export const GOOGLE_DRIVE_SCOPE = 'https://www.googleapis.com/auth/drive.file';
