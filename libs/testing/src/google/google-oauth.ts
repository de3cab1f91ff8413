import type { IncomingMessage, ServerResponse } from 'node:http';
import { consentPage, errorPage } from '../oauth-provider/consent-page.js';
import type { OAuthGrants } from '../oauth-provider/grants.js';
import {
  basicCredentials,
  bearerToken,
  readForm,
  redirect,
  sendHtml,
  sendJson,
  withQuery,
} from '../oauth-provider/loopback-server.js';
import type { GoogleAccount, GoogleClient } from './google.types.js';

export const GOOGLE_TITLE = 'Google (local test data)';
const ACCENT = '#1a73e8';
const SCOPE = 'https://www.googleapis.com/auth/';

/** The scopes the fake knows and what its consent page says of each. */
const SCOPES: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: 'See your personal info',
  [`${SCOPE}userinfo.email`]: 'See your primary Google Account email address',
  [`${SCOPE}userinfo.profile`]: 'See your personal info',
  [`${SCOPE}drive.file`]:
    'See, edit, create and delete only the specific Google Drive files you use with this app',
  [`${SCOPE}drive`]: 'See, edit, create and delete all of your Google Drive files',
  [`${SCOPE}drive.readonly`]: 'See and download all your Google Drive files',
};

export interface GoogleOAuthContext {
  grants: OAuthGrants;
  clients: GoogleClient[];
  accounts: () => GoogleAccount[];
}

const googleError = (response: ServerResponse, status: number, error: string, description: string) =>
  sendJson(response, status, { error, error_description: description });

const errorScreen = (response: ServerResponse, status: number, error: string, detail: string) =>
  sendHtml(response, status, errorPage(GOOGLE_TITLE, ACCENT, `Error ${status}: ${error}`, detail));

/**
 * GET and POST `/o/oauth2/v2/auth`: Google's checks (an unknown client, a redirect URI it does not know, a missing
 * or unknown scope get an error screen, never a redirect), the consent page, then the redirect back with `code`
 * or `error=access_denied`. A refresh token comes with `access_type=offline` on the first consent of an account to
 * a client, and again whenever `prompt=consent` is sent (Google's rule).
 */
export async function authorize(
  context: GoogleOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
  if (!params) return errorScreen(response, 400, 'invalid_request', 'A form was expected.');
  const client = context.clients.find((candidate) => candidate.clientId === params.get('client_id'));
  if (!client) return errorScreen(response, 401, 'invalid_client', 'The OAuth client was not found.');
  const redirectUri = params.get('redirect_uri') ?? '';
  if (
    !/^https?:\/\/\S+$/.test(redirectUri) ||
    (client.redirectUris && !client.redirectUris.includes(redirectUri))
  )
    return errorScreen(
      response,
      400,
      'redirect_uri_mismatch',
      `You can't sign in to this app because it doesn't comply with Google's OAuth 2.0 policy. redirect_uri=${redirectUri}`,
    );
  const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  if (scopes.length === 0)
    return errorScreen(response, 400, 'invalid_request', 'Missing required parameter: scope');
  const unknown = scopes.filter((scope) => !(scope in SCOPES));
  if (unknown.length)
    return errorScreen(
      response,
      400,
      'invalid_scope',
      `Some requested scopes were invalid. {invalid=[${unknown.join(', ')}]}`,
    );
  const state = params.get('state') ?? undefined;
  if (params.get('response_type') !== 'code')
    return redirect(response, withQuery(redirectUri, { error: 'unsupported_response_type', state }));
  if (request.method !== 'POST') {
    const hidden: Record<string, string> = {};
    for (const name of [
      'response_type',
      'client_id',
      'redirect_uri',
      'state',
      'scope',
      'access_type',
      'prompt',
    ])
      if (params.has(name)) hidden[name] = params.get(name)!;
    return sendHtml(
      response,
      200,
      consentPage({
        title: GOOGLE_TITLE,
        action: '/o/oauth2/v2/auth',
        clientId: client.clientId,
        scopes: scopes.map((scope) => SCOPES[scope]),
        accounts: context
          .accounts()
          .map((account) => ({ value: account.email, label: `${account.name} (${account.email})` })),
        hidden,
        accent: ACCENT,
      }),
    );
  }
  if (params.get('decision') !== 'allow')
    return redirect(response, withQuery(redirectUri, { error: 'access_denied', state }));
  const email = params.get('account') ?? '';
  if (!context.accounts().some((account) => account.email === email))
    return errorScreen(response, 400, 'invalid_request', `No account ${email}.`);
  const offline =
    params.get('access_type') === 'offline' &&
    (params.get('prompt')?.split(' ').includes('consent') ||
      !context.grants.hasOfflineGrant(client.clientId, email));
  const code = `4/0${context.grants.issueCode({ clientId: client.clientId, subject: email, scopes, redirectUri, offline })}`;
  redirect(response, withQuery(redirectUri, { code, state, scope: scopes.join(' ') }));
}

/** POST `/token`: the client in the body (Google's way) or in an HTTP Basic header; codes and refresh tokens. */
export async function token(
  context: GoogleOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const form = await readForm(request);
  if (!form)
    return googleError(
      response,
      400,
      'invalid_request',
      'Invalid content type: use application/x-www-form-urlencoded.',
    );
  const basic = basicCredentials(request);
  const clientId = form.get('client_id') ?? basic?.id;
  const secret = form.get('client_secret') ?? basic?.secret;
  const client = context.clients.find((candidate) => candidate.clientId === clientId);
  if (!client || client.clientSecret !== secret)
    return googleError(response, 401, 'invalid_client', 'Unauthorized');
  const grantType = form.get('grant_type');
  if (grantType === 'authorization_code') {
    const code = form.get('code');
    if (!code) return googleError(response, 400, 'invalid_request', 'Missing required parameter: code');
    const answer = context.grants.redeemCode(
      code.replace(/^4\/0/, ''),
      client.clientId,
      form.get('redirect_uri'),
    );
    if (answer === 'redirect_mismatch')
      return googleError(response, 400, 'redirect_uri_mismatch', 'Bad Request');
    if (typeof answer === 'string') return googleError(response, 400, 'invalid_grant', 'Bad Request');
    return sendJson(response, 200, answer);
  }
  if (grantType === 'refresh_token') {
    const refreshToken = form.get('refresh_token');
    if (!refreshToken)
      return googleError(response, 400, 'invalid_request', 'Missing required parameter: refresh_token');
    const answer = context.grants.refresh(refreshToken, client.clientId);
    if (answer === 'client_mismatch')
      return googleError(response, 400, 'unauthorized_client', 'Unauthorized');
    if (typeof answer === 'string')
      return googleError(response, 400, 'invalid_grant', 'Token has been expired or revoked.');
    return sendJson(response, 200, answer);
  }
  googleError(response, 400, 'unsupported_grant_type', `Invalid grant_type: ${grantType ?? ''}`);
}

/** POST `/revoke?token=` (or the token in a form body): the grant behind an access or refresh token ends. */
export async function revoke(
  context: GoogleOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const form = request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')
    ? await readForm(request)
    : null;
  if (!form) request.resume();
  const value = url.searchParams.get('token') ?? form?.get('token');
  if (!value || !context.grants.revokeToken(value))
    return googleError(response, 400, 'invalid_token', 'Token expired or revoked');
  sendJson(response, 200, {});
}

/** GET `/oauth2/v3/userinfo`: `sub`, with the email scope the email, with the profile scope the name. */
export function userinfo(
  context: GoogleOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
): void {
  const bearer = bearerToken(request);
  const grant = bearer ? context.grants.lookupAccess(bearer) : null;
  const account =
    grant && !grant.expired ? context.accounts().find((item) => item.email === grant.subject) : undefined;
  if (!grant || !account)
    return sendJson(
      response,
      401,
      { error: 'invalid_request', error_description: 'Invalid Credentials' },
      {
        'www-authenticate': 'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      },
    );
  const has = (...names: string[]) => grant.scopes.some((scope) => names.includes(scope));
  const [given, ...family] = account.name.split(' ');
  sendJson(response, 200, {
    sub: Buffer.from(account.email)
      .toString('hex')
      .slice(0, 21)
      .replace(/[a-f]/g, (c) => String(c.charCodeAt(0) % 10)),
    ...(has('email', `${SCOPE}userinfo.email`) ? { email: account.email, email_verified: true } : {}),
    ...(has('profile', `${SCOPE}userinfo.profile`)
      ? { name: account.name, given_name: given, family_name: family.join(' '), picture: null }
      : {}),
  });
}
