import { z } from 'zod';

/**
 * What a provider puts on the redirect back to its callback (RFC 6749 4.1.2): `code` and `state`, or `error`
 * (with `state`). Providers add their own parameters (Google: `scope`, `authuser`, `prompt`), so others pass;
 * a value that is not one short string reads as absent, and the callback answers it as a forged request.
 */
const param = z
  .string()
  .max(2_048)
  .optional()
  .catch(() => undefined);

export const OAuthCallbackQuerySchema = z
  .object({
    code: param,
    state: param,
    error: param,
    error_description: param,
  })
  .loose();
export type OAuthCallbackQuery = z.infer<typeof OAuthCallbackQuerySchema>;

/** The single-use `state` of a connection request lives this long (its auth URL must be used within it). */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/**
 * The settings page's return parameters (spec part 2 section 2, "Return from the external connection"): the
 * callback redirects to `/settings?<these>`, and the page shows the message and puts the address back.
 */
export const CONNECTION_RETURN = {
  path: '/settings',
  ravelryConnected: 'ravelry_connected',
  ravelryUsername: 'username',
  ravelryError: 'ravelry_error',
  driveConnected: 'google_drive_connected',
  driveEmail: 'email',
  driveError: 'google_drive_error',
  error: 'error',
  /** With `error=connection_failed`: which link failed (`google_drive`; absent means Ravelry, as the spec has it). */
  provider: 'provider',
  /** `error=` values. */
  invalidState: 'invalid_state',
  connectionFailed: 'connection_failed',
} as const;

/** Why a provider sent the user back without a code, in words (`ravelry_error` / `google_drive_error`). */
export const PROVIDER_ERROR_REASONS: Readonly<Record<string, string>> = {
  access_denied: 'access was not granted',
  invalid_scope: 'the requested access is not allowed',
  unauthorized_client: 'this app is not allowed to connect',
  unsupported_response_type: 'the request was not understood',
  invalid_request: 'the request was not understood',
  server_error: 'the service had a problem',
  temporarily_unavailable: 'the service is busy, try again later',
};

/** The words for a provider's `error`: a known code's, or 'unknown error' (its own text is never reflected). */
export function providerErrorReason(error: string): string {
  return PROVIDER_ERROR_REASONS[error] ?? 'unknown error';
}

/** Disconnect and sync take nothing, or an empty JSON object; anything else is a 400 naming it. */
export const ConnectionActionInputSchema = z.object({}).strict();
