import type { IncomingMessage, ServerResponse } from 'node:http';
import { consentPage, errorPage } from '../oauth-provider/consent-page.js';
import type { OAuthGrants, GrantRefusal } from '../oauth-provider/grants.js';
import {
  basicCredentials,
  readForm,
  redirect,
  sendHtml,
  sendJson,
  withQuery,
} from '../oauth-provider/loopback-server.js';
import type { RavelryClient } from './ravelry.types.js';

export const RAVELRY_TITLE = 'Ravelry (local test data)';
const ACCENT = '#c0392b';

/** Ravelry's OAuth 2.0 scopes and what its consent page says of each. */
const SCOPES: Record<string, string> = {
  offline: 'Stay connected when you are not using it (a refresh token)',
  'forum-write': 'Post to the forums as you',
  'message-write': 'Send messages as you',
  'patternstore-read': 'Read your pattern store',
  'deliveries-read': 'Read your pattern deliveries',
  'library-pdf': 'Download the PDFs in your library',
  'profile-only': 'Read your profile only',
  'carts-only': 'Manage your shopping carts',
};
const DEFAULT_ACCESS = 'Read your stash, projects, favourites and library';

// Doorkeeper's wording (the Rails OAuth server behind Ravelry's endpoints).
const INVALID_CLIENT =
  'Client authentication failed due to unknown client, no client authentication included, or unsupported authentication method.';
const INVALID_GRANT =
  'The provided authorization grant is invalid, expired, revoked, does not match the redirection URI used in the authorization request, or was issued to another client.';

export interface RavelryOAuthContext {
  grants: OAuthGrants;
  clients: RavelryClient[];
  usernames: () => string[];
}

interface AuthorizeRequest {
  client: RavelryClient;
  redirectUri: string;
  params: URLSearchParams;
}

/** The client and redirect URI are checked before anything is redirected: a bad one gets a page, not a redirect. */
function checkRequest(
  context: RavelryOAuthContext,
  params: URLSearchParams,
  response: ServerResponse,
): AuthorizeRequest | null {
  const client = context.clients.find((candidate) => candidate.clientId === params.get('client_id'));
  if (!client) {
    sendHtml(
      response,
      400,
      errorPage(
        RAVELRY_TITLE,
        ACCENT,
        'Unknown application',
        'The client_id is not registered with Ravelry.',
      ),
    );
    return null;
  }
  const redirectUri = params.get('redirect_uri') ?? '';
  const wellFormed = /^https?:\/\/[^\s]+$/.test(redirectUri);
  if (!wellFormed || (client.redirectUris && !client.redirectUris.includes(redirectUri))) {
    sendHtml(
      response,
      400,
      errorPage(
        RAVELRY_TITLE,
        ACCENT,
        'Invalid redirect URI',
        'The redirect URI is not one registered for this application.',
      ),
    );
    return null;
  }
  return { client, redirectUri, params };
}

function authorizeError(response: ServerResponse, request: AuthorizeRequest): boolean {
  const state = request.params.get('state') ?? undefined;
  const fail = (error: string) => redirect(response, withQuery(request.redirectUri, { error, state }));
  const scopes = (request.params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const error =
    request.params.get('response_type') !== 'code'
      ? 'unsupported_response_type'
      : scopes.some((scope) => !(scope in SCOPES))
        ? 'invalid_scope'
        : null;
  if (error) fail(error);
  return error !== null;
}

/** GET and POST `/oauth2/auth`: the consent page, then the redirect back with `code` or `error=access_denied`. */
export async function authorize(
  context: RavelryOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const params = request.method === 'POST' ? await readForm(request) : url.searchParams;
  if (!params)
    return sendHtml(response, 400, errorPage(RAVELRY_TITLE, ACCENT, 'Bad request', 'A form was expected.'));
  const checked = checkRequest(context, params, response);
  if (!checked || authorizeError(response, checked)) return;
  const scopes = (params.get('scope') ?? '').split(/\s+/).filter(Boolean);
  const state = params.get('state') ?? undefined;
  if (request.method !== 'POST') {
    const hidden: Record<string, string> = {};
    for (const name of ['response_type', 'client_id', 'redirect_uri', 'state', 'scope'])
      if (params.has(name)) hidden[name] = params.get(name)!;
    return sendHtml(
      response,
      200,
      consentPage({
        title: RAVELRY_TITLE,
        action: '/oauth2/auth',
        clientId: checked.client.clientId,
        scopes: [DEFAULT_ACCESS, ...scopes.map((scope) => SCOPES[scope])],
        accounts: context.usernames().map((username) => ({ value: username, label: username })),
        hidden,
        accent: ACCENT,
      }),
    );
  }
  if (params.get('decision') !== 'allow')
    return redirect(response, withQuery(checked.redirectUri, { error: 'access_denied', state }));
  const username = params.get('account') ?? '';
  if (!context.usernames().includes(username))
    return sendHtml(
      response,
      400,
      errorPage(RAVELRY_TITLE, ACCENT, 'Unknown account', `No account ${username}.`),
    );
  const code = context.grants.issueCode({
    clientId: checked.client.clientId,
    subject: username,
    scopes,
    redirectUri: checked.redirectUri,
    offline: scopes.includes('offline'),
  });
  redirect(response, withQuery(checked.redirectUri, { code, state }));
}

const oauthError = (response: ServerResponse, status: number, error: string, description: string) =>
  sendJson(
    response,
    status,
    { error, error_description: description },
    status === 401 ? { 'www-authenticate': 'Basic realm="Ravelry"' } : {},
  );

const REFUSALS: Record<GrantRefusal, string> = {
  unknown_code: INVALID_GRANT,
  code_used: INVALID_GRANT,
  code_expired: INVALID_GRANT,
  redirect_mismatch: INVALID_GRANT,
  client_mismatch: INVALID_GRANT,
  unknown_refresh: INVALID_GRANT,
  revoked: INVALID_GRANT,
};

/**
 * POST `/oauth2/token`: the client authenticates with HTTP Basic only (credentials in the body: 401
 * invalid_client); `authorization_code` (single use, same redirect URI) and `refresh_token` (rotated: the answer
 * holds a new refresh token and the one sent stops working).
 */
export async function token(
  context: RavelryOAuthContext,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const form = await readForm(request);
  if (!form)
    return oauthError(
      response,
      400,
      'invalid_request',
      'The request body must be application/x-www-form-urlencoded.',
    );
  if (form.has('client_secret') || form.has('client_id'))
    return oauthError(response, 401, 'invalid_client', INVALID_CLIENT);
  const credentials = basicCredentials(request);
  const client = context.clients.find((candidate) => candidate.clientId === credentials?.id);
  if (!credentials || !client || client.clientSecret !== credentials.secret)
    return oauthError(response, 401, 'invalid_client', INVALID_CLIENT);
  const grantType = form.get('grant_type');
  let answer;
  if (grantType === 'authorization_code') {
    const code = form.get('code');
    if (!code) return oauthError(response, 400, 'invalid_request', 'Missing required parameter: code.');
    answer = context.grants.redeemCode(code, client.clientId, form.get('redirect_uri'));
  } else if (grantType === 'refresh_token') {
    const refreshToken = form.get('refresh_token');
    if (!refreshToken)
      return oauthError(response, 400, 'invalid_request', 'Missing required parameter: refresh_token.');
    answer = context.grants.refresh(refreshToken, client.clientId);
  } else {
    return oauthError(
      response,
      400,
      'unsupported_grant_type',
      'The authorization grant type is not supported by the authorization server.',
    );
  }
  if (typeof answer === 'string') return oauthError(response, 400, 'invalid_grant', REFUSALS[answer]);
  sendJson(response, 200, { ...answer, created_at: Math.floor(Date.now() / 1000) });
}
