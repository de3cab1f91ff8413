import { LOCAL_RAVELRY_CLIENT, type FakeRavelry } from './fake-ravelry.js';

export const CALLBACK = 'http://127.0.0.1:9/api/ravelry/callback';

export const basic = (id = LOCAL_RAVELRY_CLIENT.clientId, secret = LOCAL_RAVELRY_CLIENT.clientSecret) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export function authorizeUrl(fake: FakeRavelry, scope = 'offline', state = 'state-123'): string {
  const url = new URL(fake.authUrl);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: LOCAL_RAVELRY_CLIENT.clientId,
    redirect_uri: CALLBACK,
    state,
    scope,
  }).toString();
  return url.toString();
}

export function tokenRequest(
  fake: FakeRavelry,
  form: Record<string, string>,
  authorization: string | null = basic(),
) {
  return fetch(fake.tokenUrl, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      ...(authorization ? { authorization } : {}),
    },
    body: new URLSearchParams(form).toString(),
  });
}

export async function codeFor(fake: FakeRavelry, scope = 'offline', username?: string): Promise<string> {
  const back = new URL(await fake.approve(authorizeUrl(fake, scope), { username }));
  return back.searchParams.get('code')!;
}

export interface Tokens {
  access_token: string;
  refresh_token?: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

/** A signed-in client: the consent given, the code exchanged. */
export async function connect(fake: FakeRavelry, scope = 'offline', username?: string): Promise<Tokens> {
  const code = await codeFor(fake, scope, username);
  const response = await tokenRequest(fake, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: CALLBACK,
  });
  if (response.status !== 200) throw new Error(`token exchange: ${response.status} ${await response.text()}`);
  return (await response.json()) as Tokens;
}

export const api = (fake: FakeRavelry, path: string, accessToken: string) =>
  fetch(`${fake.apiUrl}${path}`, { headers: { authorization: `Bearer ${accessToken}` } });
