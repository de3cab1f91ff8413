import { z } from 'zod';

/** `GET /ravelry/status` (spec part 2 section 3, "Ravelry status"). */
export const RavelryStatusSchema = z.object({
  connected: z.boolean(),
  username: z.string().nullable().optional(),
  connectedAt: z.string().nullable().optional(),
  lastSync: z.string().nullable().optional(),
});
export type RavelryStatus = z.infer<typeof RavelryStatusSchema>;

/** `GET /ravelry/auth`: where the browser goes to authorise the connection. */
export const RavelryAuthResponseSchema = z.object({ authUrl: z.string() });
export type RavelryAuthResponse = z.infer<typeof RavelryAuthResponseSchema>;

export const RAVELRY_API = {
  status: '/ravelry/status',
  auth: '/ravelry/auth',
  disconnect: '/ravelry/disconnect',
  sync: '/ravelry/sync',
} as const;
