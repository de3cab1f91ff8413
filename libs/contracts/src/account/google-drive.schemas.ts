import { z } from 'zod';

/**
 * `GET /integrations/google-drive/status`: whether Drive is linked, as which Google account, since when;
 * `broken` when a refresh was refused (reconnect), `configured` false on a server without a Google client.
 */
export const GoogleDriveStatusSchema = z.object({
  connected: z.boolean(),
  email: z.string().nullable(),
  connectedAt: z.string().nullable(),
  broken: z.boolean(),
  configured: z.boolean(),
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
