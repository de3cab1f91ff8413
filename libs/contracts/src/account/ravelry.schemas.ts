import { z } from 'zod';

/** `GET /ravelry/status` (spec part 2 section 3, "Ravelry status"). */
export const RavelryStatusSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable(),
  connectedAt: z.string().nullable(),
  lastSync: z.string().nullable(),
});
export type RavelryStatus = z.infer<typeof RavelryStatusSchema>;

/** `GET /ravelry/auth` answers `{ authUrl }`; the browser is sent there. */
export const RavelryAuthResponseSchema = z.object({ authUrl: z.string() });
export type RavelryAuthResponse = z.infer<typeof RavelryAuthResponseSchema>;

export const RAVELRY_MESSAGES = {
  /** The 503 of `GET /ravelry/auth` until the integrations issue builds the OAuth flow. */
  notAvailable: 'Ravelry connection is not available yet',
  initiateFailed: 'Failed to initiate Ravelry connection',
} as const;

export const RAVELRY_API = {
  status: '/ravelry/status',
  auth: '/ravelry/auth',
  disconnect: '/ravelry/disconnect',
  sync: '/ravelry/sync',
} as const;
