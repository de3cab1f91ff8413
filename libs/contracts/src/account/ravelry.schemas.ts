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
