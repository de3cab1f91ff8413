import { GOOGLE_DRIVE_API, RAVELRY_API, type AccountOwnPart } from '@yarn-mgmt/contracts';
import { LOCAL_GOOGLE_CLIENT } from '@yarn-mgmt/testing/google';
import { LOCAL_RAVELRY_CLIENT, seedRavelry } from '@yarn-mgmt/testing/ravelry';
import { IntegrationError } from '../src/integrations/integrations.errors.js';
import { IntegrationTokens } from '../src/integrations/integration-tokens.service.js';
import type { IntegrationLinkEntity } from '../src/integrations/integration-link.entity.js';
import { AccountOwnData } from '../src/lifecycle/account-own-data.js';
import { accountSuite } from './account-suite.js';
import { arriveAtCallback, fakeProviders, startConnection, type Provider } from './connection-world.js';
import { CookieJar } from './oauth-browser.js';

// The Ravelry and Google Drive links against the fake providers of libs/testing, which speak the real protocols:
// the account service talks to them exactly as to ravelry.com and Google.
const fakes = fakeProviders({
  ravelry: { usernames: ['ann-knits', 'bob-purls'], size: { stash: 2, patterns: 2, projects: 1 } },
  google: { 'ann@example.com': 'Ann Purl', 'bob@example.com': 'Bob Cable' },
});
const suite = accountSuite('account_connections', { env: fakes.env });
const { call } = suite;
const tokens = () => suite.svc.app.get(IntegrationTokens, { strict: false });

/** The one browser the tests' users connect from: it keeps each request's cookie until its callback clears it. */
const browser = new CookieJar();

/** The callback as the browser arrives at it (through the gateway's /api), answered without following. */
async function arrive(callbackUrl: string): Promise<string> {
  const { location, setCookie } = await arriveAtCallback(suite.svc, callbackUrl, browser.header());
  browser.keep(setCookie);
  return location;
}

/** What the provider sends the browser back with, once the person chose at its consent page. */
async function consent(
  provider: Provider,
  token: string,
  choice: { account: string; deny?: boolean },
): Promise<string> {
  const { authUrl, headers } = await startConnection(suite.svc, provider, token);
  browser.keep(headers);
  return provider === 'ravelry'
    ? fakes.ravelry.approve(authUrl, { username: choice.account, deny: choice.deny })
    : fakes.google.approve(authUrl, { email: choice.account, deny: choice.deny });
}

const connect = async (provider: Provider, token: string, account: string) =>
  arrive(await consent(provider, token, { account }));

const linkOf = async (userId: string, provider: Provider) =>
  (
    await suite.svc.query<{
      access_token_sealed: string;
      refresh_token_sealed: string | null;
      account_name: string;
      broken_at: Date | null;
    }>('SELECT * FROM integration_links WHERE user_id = $1 AND provider = $2', [userId, provider])
  )[0];

/** The link's tokens as the service reads them (the test's only way to see the plain values). */
async function plainTokens(userId: string, provider: Provider) {
  const [row] = await suite.svc.query<Record<string, unknown>>(
    'SELECT * FROM integration_links WHERE user_id = $1 AND provider = $2',
    [userId, provider],
  );
  const opened = tokens().open({
    userId,
    provider,
    accessTokenSealed: row?.access_token_sealed,
    refreshTokenSealed: row?.refresh_token_sealed,
  } as IntegrationLinkEntity);
  if (!opened) throw new Error('the stored tokens do not open');
  return opened;
}

/** A refresh at the provider's token endpoint, as a client with the right credentials would try it. */
async function refreshAt(tokenUrl: string, client: typeof LOCAL_RAVELRY_CLIENT, refreshToken: string) {
  const response = await fetch(tokenUrl, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${client.clientId}:${client.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const expireAccess = (userId: string, provider: Provider) =>
  suite.svc.query(
    `UPDATE integration_links SET access_expires_at = now() - interval '1 minute'
     WHERE user_id = $1 AND provider = $2`,
    [userId, provider],
  );

let ann: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  ann = await suite.tokenOf('ann.connections@example.com');
  bob = await suite.tokenOf('bob.connections@example.com');
});

describe('connecting Ravelry', () => {
  it("comes back to /settings connected as the Ravelry user, with the spec's parameters", async () => {
    expect(await connect('ravelry', ann.token, 'ann-knits')).toBe(
      '/settings?ravelry_connected=true&username=ann-knits',
    );
    const status = await call('GET', RAVELRY_API.status, { token: ann.token });
    expect(status.body).toEqual({
      connected: true,
      username: 'ann-knits',
      connectedAt: expect.any(String) as unknown,
      lastSync: null,
      broken: false,
      configured: true,
      // A new link does not sync on its own, nor write back to Ravelry.
      autoSync: 'off',
      writeBack: false,
    });
    expect(Date.now() - Date.parse(status.body.connectedAt as string)).toBeLessThan(60_000);
    expect((await call('GET', '/auth/profile', { token: ann.token })).body).toMatchObject({
      profile: { ravelry_username: 'ann-knits', google_drive_connected: false },
    });
    expect((await call('GET', '/auth/me', { token: ann.token })).body).toMatchObject({
      user: { ravelry_connected: true },
    });
    // The username came from Ravelry's /current_user.json, read with the new token.
    expect(
      fakes.ravelry.requests().some((r) => r.path === '/current_user.json' && r.subject === 'ann-knits'),
    ).toBe(true);
  });

  it('stores the tokens sealed: neither appears in the database, and the service opens both', async () => {
    const row = await linkOf(ann.id, 'ravelry');
    const plain = await plainTokens(ann.id, 'ravelry');
    expect(plain.refresh).toEqual(expect.any(String));
    expect(row?.access_token_sealed).toMatch(/^v1\./);
    expect(row?.refresh_token_sealed).toMatch(/^v1\./);
    for (const value of [plain.access, plain.refresh ?? '']) {
      const [found] = await suite.svc.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM integration_links WHERE position($1 in row_to_json(integration_links)::text) > 0`,
        [value],
      );
      expect(found?.n).toBe(0);
    }
    // What the service opens is what Ravelry issued: it answers with it.
    const me = await fetch(`${fakes.ravelry.apiUrl}/current_user.json`, {
      headers: { authorization: `Bearer ${plain.access}` },
    });
    expect(me.status).toBe(200);
  });

  it('refuses the same callback a second time (the state is used up), leaving the link as it was', async () => {
    const callback = await consent('ravelry', bob.token, { account: 'bob-purls' });
    expect(await arrive(callback)).toBe('/settings?ravelry_connected=true&username=bob-purls');
    const before = await linkOf(bob.id, 'ravelry');
    expect(await arrive(callback)).toBe('/settings?error=invalid_state');
    expect(await linkOf(bob.id, 'ravelry')).toEqual(before);
  });

  it('fails the connection when Ravelry refuses the code, and links nothing', async () => {
    const carol = await suite.tokenOf('carol.connections@example.com');
    const callback = new URL(await consent('ravelry', carol.token, { account: 'ann-knits' }));
    callback.searchParams.set('code', `${callback.searchParams.get('code') ?? ''}x`);
    expect(await arrive(callback.toString())).toBe('/settings?error=connection_failed');
    expect(await linkOf(carol.id, 'ravelry')).toBeUndefined();
  });

  it('says why when the person declines at Ravelry', async () => {
    const dan = await suite.tokenOf('dan.connections@example.com');
    expect(await arrive(await consent('ravelry', dan.token, { account: 'ann-knits', deny: true }))).toBe(
      '/settings?ravelry_error=access+was+not+granted',
    );
    expect((await call('GET', RAVELRY_API.status, { token: dan.token })).body).toMatchObject({
      connected: false,
    });
  });
});

describe('the tokens', () => {
  it('refresh before expiry with rotation: the new pair is stored, and Ravelry refuses the old refresh token', async () => {
    const before = await plainTokens(ann.id, 'ravelry');
    await expireAccess(ann.id, 'ravelry');
    // Two callers at once: they take turns on the link, so Ravelry sees one refresh and both get its token.
    const [first, second] = await Promise.all([
      tokens().accessToken(ann.id, 'ravelry'),
      tokens().accessToken(ann.id, 'ravelry'),
    ]);
    expect(first).toBe(second);
    expect(first).not.toBe(before.access);
    const after = await plainTokens(ann.id, 'ravelry');
    expect(after.access).toBe(first);
    expect(after.refresh).not.toBe(before.refresh);
    expect((await linkOf(ann.id, 'ravelry'))?.broken_at).toBeNull();
    expect(await refreshAt(fakes.ravelry.tokenUrl, LOCAL_RAVELRY_CLIENT, before.refresh ?? '')).toMatchObject(
      {
        status: 400,
        body: { error: 'invalid_grant' },
      },
    );
    // A token that is not near its expiry is handed out as stored, without asking Ravelry.
    expect(await tokens().accessToken(ann.id, 'ravelry')).toBe(first);
  });

  it('marks the link broken when Ravelry refuses the refresh (revoked there); the rest of the account works', async () => {
    const erin = await suite.tokenOf('erin.connections@example.com');
    fakes.ravelry.addAccount(
      seedRavelry({ username: 'erin-loops', stash: 1, patterns: 1, projects: 0, idBlock: 5 }),
    );
    await connect('ravelry', erin.token, 'erin-loops');
    fakes.ravelry.revoke('erin-loops');
    await expireAccess(erin.id, 'ravelry');
    await expect(tokens().accessToken(erin.id, 'ravelry')).rejects.toMatchObject({ code: 'BROKEN' });
    await expect(tokens().accessToken(erin.id, 'ravelry')).rejects.toBeInstanceOf(IntegrationError);
    expect((await call('GET', RAVELRY_API.status, { token: erin.token })).body).toMatchObject({
      connected: true,
      username: 'erin-loops',
      broken: true,
    });
    expect((await call('GET', '/auth/me', { token: erin.token })).body).toMatchObject({
      user: { ravelry_connected: false },
    });
    for (const path of ['/auth/profile', '/settings', GOOGLE_DRIVE_API.status]) {
      expect((await call('GET', path, { token: erin.token })).status).toBe(200);
    }
    // Connecting again mends it.
    expect(await connect('ravelry', erin.token, 'erin-loops')).toBe(
      '/settings?ravelry_connected=true&username=erin-loops',
    );
    expect((await call('GET', RAVELRY_API.status, { token: erin.token })).body).toMatchObject({
      broken: false,
    });
    expect(await tokens().accessToken(erin.id, 'ravelry')).toEqual(expect.any(String));
  });

  it("are no other user's: a user without a link gets none, whoever else is linked", async () => {
    const frank = await suite.tokenOf('frank.connections@example.com');
    await expect(tokens().accessToken(frank.id, 'ravelry')).rejects.toMatchObject({ code: 'NOT_CONNECTED' });
  });
});

describe('Google Drive', () => {
  it('connects with offline access: the Google e-mail from Drive, a refresh token, the profile says so', async () => {
    expect(await connect('google_drive', ann.token, 'ann@example.com')).toBe(
      '/settings?google_drive_connected=true&email=ann%40example.com',
    );
    expect((await call('GET', GOOGLE_DRIVE_API.status, { token: ann.token })).body).toEqual({
      connected: true,
      email: 'ann@example.com',
      connectedAt: expect.any(String) as unknown,
      broken: false,
      configured: true,
    });
    expect((await plainTokens(ann.id, 'google_drive')).refresh).toEqual(expect.any(String));
    expect((await call('GET', '/auth/profile', { token: ann.token })).body).toMatchObject({
      profile: { google_drive_connected: true, ravelry_username: 'ann-knits' },
    });
  });

  it('refreshes an expiring token (Google keeps the refresh token it gave)', async () => {
    const before = await plainTokens(ann.id, 'google_drive');
    await expireAccess(ann.id, 'google_drive');
    const access = await tokens().accessToken(ann.id, 'google_drive');
    expect(access).not.toBe(before.access);
    expect((await plainTokens(ann.id, 'google_drive')).refresh).toBe(before.refresh);
  });

  it('disconnects: the tokens deleted here and the grant revoked at Google', async () => {
    const plain = await plainTokens(ann.id, 'google_drive');
    expect(await call('DELETE', GOOGLE_DRIVE_API.disconnect, { token: ann.token })).toEqual({
      status: 200,
      body: { connected: false, email: null, connectedAt: null, broken: false, configured: true },
    });
    expect(await linkOf(ann.id, 'google_drive')).toBeUndefined();
    expect(await refreshAt(fakes.google.tokenUrl, LOCAL_GOOGLE_CLIENT, plain.refresh ?? '')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
    expect((await call('GET', '/auth/profile', { token: ann.token })).body).toMatchObject({
      profile: { google_drive_connected: false },
    });
  });
});

describe('disconnecting and other users', () => {
  it("never shows or removes another user's link", async () => {
    const gina = await suite.tokenOf('gina.connections@example.com');
    expect((await call('GET', RAVELRY_API.status, { token: gina.token })).body).toMatchObject({
      connected: false,
      username: null,
    });
    expect((await call('DELETE', RAVELRY_API.disconnect, { token: gina.token })).status).toBe(200);
    expect((await call('GET', RAVELRY_API.status, { token: ann.token })).body).toMatchObject({
      connected: true,
      username: 'ann-knits',
    });
  });

  it('disconnects Ravelry: the link and its tokens gone, the status and the profile say not connected', async () => {
    expect(await call('DELETE', RAVELRY_API.disconnect, { token: bob.token })).toEqual({
      status: 200,
      body: {
        connected: false,
        username: null,
        connectedAt: null,
        lastSync: null,
        broken: false,
        configured: true,
        autoSync: 'off',
        writeBack: false,
      },
    });
    expect(await linkOf(bob.id, 'ravelry')).toBeUndefined();
    expect((await call('GET', '/auth/profile', { token: bob.token })).body).toMatchObject({
      profile: { ravelry_username: null },
    });
    // Again: nothing to remove is a success too.
    expect((await call('DELETE', RAVELRY_API.disconnect, { token: bob.token })).status).toBe(200);
  });
});

describe("the account's lifecycle", () => {
  it('exports which services are linked, never a token', async () => {
    const plain = await plainTokens(ann.id, 'ravelry');
    const part: AccountOwnPart = await suite.svc.app
      .get(AccountOwnData, { strict: false })
      .read(ann.id, false);
    expect(part.integrations).toEqual([
      {
        provider: 'ravelry',
        account_name: 'ann-knits',
        connected_at: expect.any(String) as unknown,
        last_sync: null,
      },
    ]);
    const text = JSON.stringify(part);
    expect(text).not.toContain(plain.access);
    expect(text).not.toContain(plain.refresh ?? '');
    expect(text).not.toContain('v1.');
  });

  it('erases the links of a closed account at once, revoking them at the provider', async () => {
    const hana = await suite.tokenOf('hana.connections@example.com');
    await connect('google_drive', hana.token, 'bob@example.com');
    const plain = await plainTokens(hana.id, 'google_drive');
    expect((await call('DELETE', '/auth/account', { token: hana.token })).status).toBe(200);
    const deadline = Date.now() + 10_000;
    while ((await linkOf(hana.id, 'google_drive')) && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await linkOf(hana.id, 'google_drive')).toBeUndefined();
    expect(await refreshAt(fakes.google.tokenUrl, LOCAL_GOOGLE_CLIENT, plain.refresh ?? '')).toMatchObject({
      status: 400,
      body: { error: 'invalid_grant' },
    });
  });
});
