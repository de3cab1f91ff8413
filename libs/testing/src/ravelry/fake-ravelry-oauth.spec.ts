import {
  LOCAL_RAVELRY_CLIENT,
  LOCAL_RAVELRY_USERNAME,
  startFakeRavelry,
  type FakeRavelry,
} from './fake-ravelry.js';
import { seedRavelry } from './ravelry-seed.js';
import {
  CALLBACK,
  api,
  authorizeUrl,
  basic,
  codeFor,
  connect,
  tokenRequest,
  type Tokens,
} from './fake-ravelry.test-kit.js';

let fake: FakeRavelry;
beforeAll(async () => {
  fake = await startFakeRavelry({
    accounts: [
      seedRavelry({ username: LOCAL_RAVELRY_USERNAME }),
      seedRavelry({ username: 'second-knitter', stash: 2, idBlock: 1 }),
    ],
    clients: [LOCAL_RAVELRY_CLIENT, { clientId: 'strict', clientSecret: 's3cret', redirectUris: [CALLBACK] }],
  });
});
afterAll(() => fake.close());
afterEach(() => fake.setAccessTokenTtl(86_400));

describe('the fake Ravelry: authorization', () => {
  it('shows a consent page named as local test data, with each seeded account and Allow / Deny', async () => {
    const response = await fetch(authorizeUrl(fake));
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Ravelry (local test data)</title>');
    expect(html).toContain('Sign in as local-test-knitter');
    expect(html).toContain('Sign in as second-knitter');
    expect(html).toMatch(/<button[^>]*value="allow">Allow<\/button>/);
    expect(html).toMatch(/<button[^>]*value="deny">Deny<\/button>/);
  });

  it('redirects back with the code and the state on Allow, and with access_denied on Deny', async () => {
    const allowed = new URL(await fake.approve(authorizeUrl(fake, 'offline', 'abc')));
    expect(`${allowed.origin}${allowed.pathname}`).toBe(CALLBACK);
    expect(allowed.searchParams.get('state')).toBe('abc');
    expect(allowed.searchParams.get('code')).toMatch(/^[0-9a-f]{40}$/);
    const denied = new URL(await fake.approve(authorizeUrl(fake, 'offline', 'abc'), { deny: true }));
    expect(Object.fromEntries(denied.searchParams)).toEqual({ error: 'access_denied', state: 'abc' });
  });

  it('refuses an unknown client and an unregistered redirect URI with a page, never a redirect', async () => {
    const unknown = new URL(authorizeUrl(fake));
    unknown.searchParams.set('client_id', 'nobody');
    expect((await fetch(unknown, { redirect: 'manual' })).status).toBe(400);
    const strict = new URL(authorizeUrl(fake));
    strict.searchParams.set('client_id', 'strict');
    strict.searchParams.set('redirect_uri', 'http://127.0.0.1:9/elsewhere');
    const refused = await fetch(strict, { redirect: 'manual' });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Invalid redirect URI');
  });

  it('redirects an unknown scope back as invalid_scope', async () => {
    const response = await fetch(authorizeUrl(fake, 'offline everything'), { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!).searchParams.get('error')).toBe('invalid_scope');
  });
});

describe('the fake Ravelry: tokens', () => {
  it('exchanges a code for tokens that last 24 hours, and the token reads the signed-in user', async () => {
    const tokens = await connect(fake, 'offline', 'second-knitter');
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 86_400, scope: 'offline' });
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const me = await api(fake, '/current_user.json', tokens.access_token);
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      user: { username: 'second-knitter', id: expect.any(Number) as unknown },
    });
  });

  it('gives no refresh token without the offline scope', async () => {
    const tokens = await connect(fake, '');
    expect(tokens.refresh_token).toBeUndefined();
  });

  it('accepts the client only in an HTTP Basic header: in the body, missing or wrong it is 401 invalid_client', async () => {
    const code = await codeFor(fake);
    const form = { grant_type: 'authorization_code', code, redirect_uri: CALLBACK };
    const inBody = await tokenRequest(
      fake,
      { ...form, client_id: LOCAL_RAVELRY_CLIENT.clientId, client_secret: LOCAL_RAVELRY_CLIENT.clientSecret },
      null,
    );
    expect(inBody.status).toBe(401);
    expect(await inBody.json()).toMatchObject({ error: 'invalid_client' });
    expect(inBody.headers.get('www-authenticate')).toMatch(/^Basic/);
    const both = await tokenRequest(fake, { ...form, client_secret: LOCAL_RAVELRY_CLIENT.clientSecret });
    expect(both.status).toBe(401);
    expect((await tokenRequest(fake, form, null)).status).toBe(401);
    expect((await tokenRequest(fake, form, basic(LOCAL_RAVELRY_CLIENT.clientId, 'wrong'))).status).toBe(401);
    // The code was not spent by the refused attempts.
    expect((await tokenRequest(fake, form)).status).toBe(200);
  });

  it('takes a code once, for the redirect URI it was given to; a second use revokes what the first gave', async () => {
    const code = await codeFor(fake);
    const wrongUri = await tokenRequest(fake, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${CALLBACK}/x`,
    });
    expect(wrongUri.status).toBe(400);
    expect(await wrongUri.json()).toMatchObject({ error: 'invalid_grant' });
    const first = await tokenRequest(fake, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
    });
    const tokens = (await first.json()) as Tokens;
    expect(first.status).toBe(200);
    const again = await tokenRequest(fake, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: CALLBACK,
    });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: 'invalid_grant' });
    expect((await api(fake, '/current_user.json', tokens.access_token)).status).toBe(401);
  });

  it('rotates the refresh token on every refresh: the new one works, the old one is refused', async () => {
    const tokens = await connect(fake);
    const refreshed = await tokenRequest(fake, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refreshed.status).toBe(200);
    const next = (await refreshed.json()) as Tokens;
    expect(next.refresh_token).toEqual(expect.any(String));
    expect(next.refresh_token).not.toBe(tokens.refresh_token);
    expect(next.access_token).not.toBe(tokens.access_token);
    const reused = await tokenRequest(fake, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(reused.status).toBe(400);
    expect(await reused.json()).toMatchObject({ error: 'invalid_grant' });
    expect(
      (await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: next.refresh_token! })).status,
    ).toBe(200);
    expect((await api(fake, '/current_user.json', next.access_token)).status).toBe(200);
  });

  it('lets a test shorten the lifetime and end it: an expired token is a 401 until refreshed', async () => {
    fake.setAccessTokenTtl(60);
    const tokens = await connect(fake);
    expect(tokens.expires_in).toBe(60);
    fake.expireAccessTokens(LOCAL_RAVELRY_USERNAME);
    const expired = await api(fake, '/current_user.json', tokens.access_token);
    expect(expired.status).toBe(401);
    expect(expired.headers.get('www-authenticate')).toContain('expired');
    const next = (await (
      await tokenRequest(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
    ).json()) as Tokens;
    expect((await api(fake, '/current_user.json', next.access_token)).status).toBe(200);
  });

  it('revoke(username) ends the access and the refresh tokens that user gave', async () => {
    const tokens = await connect(fake, 'offline', 'second-knitter');
    expect(fake.revoke('second-knitter')).toBeGreaterThan(0);
    expect((await api(fake, '/current_user.json', tokens.access_token)).status).toBe(401);
    const refresh = await tokenRequest(fake, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error: 'invalid_grant' });
  });

  it('refuses another grant type, and a body that is not a form', async () => {
    const password = await tokenRequest(fake, { grant_type: 'password', username: 'x', password: 'y' });
    expect(await password.json()).toMatchObject({ error: 'unsupported_grant_type' });
    const json = await fetch(fake.tokenUrl, {
      method: 'POST',
      headers: { authorization: basic(), 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(400);
  });
});
