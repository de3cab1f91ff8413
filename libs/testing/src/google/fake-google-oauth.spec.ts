import {
  DRIVE_FILE_SCOPE,
  LOCAL_GOOGLE_ACCOUNT,
  LOCAL_GOOGLE_CLIENT,
  startFakeGoogle,
  type FakeGoogle,
} from './fake-google.js';
import {
  CALLBACK,
  driveCall,
  googleAuthUrl,
  googleCode,
  googleToken,
  linkDrive,
  type GoogleTokens,
} from './fake-google.test-kit.js';

const OTHER = { email: 'second.knitter@example.com', name: 'Second Knitter' };
let fake: FakeGoogle;
beforeAll(async () => {
  fake = await startFakeGoogle({ accounts: [LOCAL_GOOGLE_ACCOUNT, OTHER] });
});
afterAll(() => fake.close());

describe('the fake Google: consent', () => {
  it('shows a consent page named as local test data, each account, the Drive scope, Allow / Deny', async () => {
    const response = await fetch(googleAuthUrl(fake));
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Google (local test data)</title>');
    expect(html).toContain('Sign in as Local Test Knitter (local.test.knitter@example.com)');
    expect(html).toContain('only the specific Google Drive files you use with this app');
    expect(html).toMatch(/value="allow">Allow</);
    const denied = new URL(await fake.approve(googleAuthUrl(fake), { deny: true }));
    expect(Object.fromEntries(denied.searchParams)).toEqual({
      error: 'access_denied',
      state: 'google-state',
    });
  });

  it('shows an error screen, not a redirect, for an unknown client, a redirect URI it does not know and a bad scope', async () => {
    const status = async (params: Record<string, string>, client = LOCAL_GOOGLE_CLIENT) =>
      (await fetch(googleAuthUrl(fake, params, client), { redirect: 'manual' })).status;
    expect(await status({}, { clientId: 'nobody', clientSecret: 'x' })).toBe(401);
    const strict = await startFakeGoogle({ clients: [{ ...LOCAL_GOOGLE_CLIENT, redirectUris: [CALLBACK] }] });
    try {
      const response = await fetch(googleAuthUrl(strict, { redirect_uri: 'http://127.0.0.1:9/x' }), {
        redirect: 'manual',
      });
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('redirect_uri_mismatch');
    } finally {
      await strict.close();
    }
    expect(await status({ scope: '' })).toBe(400);
    expect(await status({ scope: 'https://www.googleapis.com/auth/everything' })).toBe(400);
  });
});

describe('the fake Google: tokens', () => {
  it('exchanges a code with the client in the body, and gives a refresh token for offline access with prompt=consent', async () => {
    const tokens = await linkDrive(fake);
    expect(tokens).toMatchObject({ token_type: 'Bearer', expires_in: 3599, scope: DRIVE_FILE_SCOPE });
    expect(tokens.access_token).toMatch(/^ya29\./);
    expect(tokens.refresh_token).toMatch(/^1\/\//);
  });

  it("gives a refresh token on an account's first offline consent, then only with prompt=consent, never online", async () => {
    const first = await linkDrive(fake, { prompt: 'select_account' }, undefined);
    expect(first.refresh_token).toBeUndefined(); // the account already granted offline access above
    expect((await linkDrive(fake, { access_type: 'online' })).refresh_token).toBeUndefined();
    const code = new URL(
      await fake.approve(googleAuthUrl(fake, { prompt: 'select_account' }), { email: OTHER.email }),
    ).searchParams.get('code')!;
    const otherTokens = (await (
      await googleToken(fake, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK })
    ).json()) as GoogleTokens;
    expect(otherTokens.refresh_token).toEqual(expect.any(String));
  });

  it('accepts the client in an HTTP Basic header too, and refuses a wrong secret with invalid_client', async () => {
    const code = await googleCode(fake);
    const basic = await fetch(fake.tokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Basic ${Buffer.from(`${LOCAL_GOOGLE_CLIENT.clientId}:${LOCAL_GOOGLE_CLIENT.clientSecret}`).toString('base64')}`,
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: CALLBACK,
      }).toString(),
    });
    expect(basic.status).toBe(200);
    const wrong = await googleToken(
      fake,
      { grant_type: 'authorization_code', code: 'x', redirect_uri: CALLBACK },
      { ...LOCAL_GOOGLE_CLIENT, clientSecret: 'no' },
    );
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: 'invalid_client', error_description: 'Unauthorized' });
  });

  it('takes a code once and for its redirect URI', async () => {
    const code = await googleCode(fake);
    const mismatch = await googleToken(fake, {
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${CALLBACK}x`,
    });
    expect(await mismatch.json()).toMatchObject({ error: 'redirect_uri_mismatch' });
    expect(
      (await googleToken(fake, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK })).status,
    ).toBe(200);
    const again = await googleToken(fake, { grant_type: 'authorization_code', code, redirect_uri: CALLBACK });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });
  });

  it('refreshes without rotating: a new access token, the same refresh token still good', async () => {
    const tokens = await linkDrive(fake);
    const refresh = async () =>
      googleToken(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! });
    const first = (await (await refresh()).json()) as GoogleTokens;
    expect(first.access_token).not.toBe(tokens.access_token);
    expect(first.refresh_token).toBeUndefined();
    expect((await refresh()).status).toBe(200);
  });

  it('revokes at POST /revoke: the refresh token and its access tokens stop working', async () => {
    const tokens = await linkDrive(fake);
    const revoked = await fetch(`${fake.revokeUrl}?token=${encodeURIComponent(tokens.refresh_token!)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(revoked.status).toBe(200);
    const refresh = await googleToken(fake, {
      grant_type: 'refresh_token',
      refresh_token: tokens.refresh_token!,
    });
    expect(await refresh.json()).toEqual({
      error: 'invalid_grant',
      error_description: 'Token has been expired or revoked.',
    });
    expect((await driveCall(fake, tokens.access_token, '/drive/v3/files')).status).toBe(401);
    const again = await fetch(fake.revokeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: `token=${encodeURIComponent(tokens.refresh_token!)}`,
    });
    expect(again.status).toBe(400);
  });

  it('says who is linked: userinfo with the email scope, Drive about with fields=user', async () => {
    const withEmail = await linkDrive(fake, { scope: `${DRIVE_FILE_SCOPE} email` });
    const info = await driveCall(fake, withEmail.access_token, '/oauth2/v3/userinfo');
    expect(await info.json()).toMatchObject({
      sub: expect.any(String) as unknown,
      email: LOCAL_GOOGLE_ACCOUNT.email,
      email_verified: true,
    });
    const driveOnly = await linkDrive(fake);
    const about = await driveCall(fake, driveOnly.access_token, '/drive/v3/about?fields=user');
    expect(await about.json()).toEqual({
      user: expect.objectContaining({
        kind: 'drive#user',
        displayName: 'Local Test Knitter',
        emailAddress: LOCAL_GOOGLE_ACCOUNT.email,
        me: true,
      }) as unknown,
    });
    const noFields = await driveCall(fake, driveOnly.access_token, '/drive/v3/about');
    expect(noFields.status).toBe(400);
  });

  it('revoke(email) and expireAccessTokens() end access as the hooks say', async () => {
    const tokens = await linkDrive(fake, {}, undefined);
    fake.expireAccessTokens(LOCAL_GOOGLE_ACCOUNT.email);
    expect((await driveCall(fake, tokens.access_token, '/drive/v3/files')).status).toBe(401);
    expect(
      (await googleToken(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status,
    ).toBe(200);
    expect(fake.revoke(LOCAL_GOOGLE_ACCOUNT.email)).toBeGreaterThan(0);
    expect(
      (await googleToken(fake, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })).status,
    ).toBe(400);
  });
});
