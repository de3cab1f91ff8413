import { z } from 'zod';

const httpUrl = (fallback: string) => z.url({ protocol: /^https?$/ }).default(fallback);
const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

/**
 * The links to Ravelry and Google Drive (issue 22). A provider without a client id is not configured: connecting
 * to it answers 503 and the pages say it is not available. Its URLs default to the real provider's; local mode
 * points them at the stand-ins of libs/testing.
 */
export const IntegrationsEnvSchema = z.object({
  RAVELRY_CLIENT_ID: optionalText,
  RAVELRY_CLIENT_SECRET: optionalText,
  RAVELRY_AUTH_URL: httpUrl('https://www.ravelry.com/oauth2/auth'),
  RAVELRY_TOKEN_URL: httpUrl('https://www.ravelry.com/oauth2/token'),
  RAVELRY_API_URL: httpUrl('https://api.ravelry.com'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_AUTH_URL: httpUrl('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl('https://oauth2.googleapis.com/token'),
  GOOGLE_API_URL: httpUrl('https://www.googleapis.com'),
  /**
   * The address users open (the gateway's): the providers send the browser back to `<PUBLIC_URL>/api/.../callback`,
   * which must be the redirect URI registered with them.
   */
  PUBLIC_URL: httpUrl('http://localhost:3000'),
  /** How long one call to a provider (token exchange, refresh, revoke, the account's name) may take. */
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** The Ravelry sync's pace per user token (Ravelry's undocumented limit: clients keep to about 2 a second). */
  RAVELRY_REQUESTS_PER_SECOND: z.coerce.number().min(0.1).max(50).default(2),
  /** Tries of one Ravelry request through 429 and 5xx answers, and the first wait without a Retry-After. */
  RAVELRY_RETRY_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(8),
  RAVELRY_BACKOFF_MS: z.coerce.number().int().min(10).max(60_000).default(1_000),
  /**
   * Test only: every automatic Ravelry sync runs at this fixed interval instead of its daily or weekly calendar.
   * Unset in every real deployment.
   */
  RAVELRY_SYNC_SCHEDULE_EVERY_MS: z.coerce.number().int().min(500).optional(),
  /** How often each process puts the automatic syncs' schedules in Redis in line with the links (and at start). */
  RAVELRY_SYNC_SWEEP_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(600_000),
  /** The key the stored tokens are encrypted with: 32 bytes as 64 hex digits or base64 (README). */
  INTEGRATIONS_KEY: optionalText,
  /** A file holding it (what the launcher makes, in .data/keys/, mode 0600). */
  INTEGRATIONS_KEY_FILE: optionalText,
});

export type IntegrationsConfig = z.output<typeof IntegrationsEnvSchema>;
