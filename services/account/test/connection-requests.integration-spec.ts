import { GOOGLE_DRIVE_API, GOOGLE_DRIVE_MESSAGES, RAVELRY_API, RAVELRY_MESSAGES } from '@yarn-mgmt/contracts';
import { createHash } from 'node:crypto';
import { accountSuite, closedUrl } from './account-suite.js';
import { cookieHeader } from './oauth-browser.js';

// The connection requests and their single-use state, with providers configured but down (a closed port), and a
// server without any provider: what the callback answers never depends on the provider answering.
let down = '';
beforeAll(async () => {
  down = await closedUrl();
});
const configured = accountSuite('account_connection_requests', {
  env: () => ({
    RAVELRY_CLIENT_ID: 'yarn-mgmt-test',
    RAVELRY_CLIENT_SECRET: 'test-secret',
    RAVELRY_AUTH_URL: 'https://ravelry.test/oauth2/auth',
    RAVELRY_TOKEN_URL: `${down}/oauth2/token`,
    RAVELRY_API_URL: down,
    GOOGLE_CLIENT_ID: 'google-test',
    GOOGLE_CLIENT_SECRET: 'google-secret',
    GOOGLE_AUTH_URL: 'https://accounts.google.test/o/oauth2/v2/auth',
    GOOGLE_TOKEN_URL: `${down}/token`,
    GOOGLE_API_URL: down,
    PUBLIC_URL: 'https://knit.example',
    PROVIDER_TIMEOUT_MS: '1000',
  }),
});
const bare = accountSuite('account_connection_unconfigured');

let ann: { token: string; id: string };
let bob: { token: string; id: string };
beforeAll(async () => {
  ann = await configured.tokenOf('ann.requests@example.com');
  bob = await configured.tokenOf('bob.requests@example.com');
});

/** The callback's answer, not followed: its status and where it sends the browser (`cookie`: what it brings). */
async function callback(path: string, query: string, cookie = '') {
  const request = configured.svc.anonymous.get(`${path}?${query}`);
  const response = await (cookie ? request.set('cookie', cookie) : request).redirects(0);
  return {
    status: response.status,
    location: response.headers.location,
    cache: response.headers['cache-control'],
  };
}

/** A new request: the provider's address, its state, and the cookie the asking browser keeps. */
async function start(token: string, path: string = RAVELRY_API.auth) {
  const reply = await configured.svc.anonymous.call('GET', path, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status).toBe(200);
  const url = new URL((reply.body as { authUrl: string }).authUrl);
  return { url, state: url.searchParams.get('state') ?? '', cookie: cookieHeader(reply.headers) };
}

const authUrl = async (token: string, path: string = RAVELRY_API.auth) => (await start(token, path)).url;

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

const stateRows = (userId: string) =>
  configured.svc.query<{ state_hash: string; browser_hash: string; expires_at: Date }>(
    'SELECT state_hash, browser_hash, expires_at FROM oauth_states WHERE user_id = $1 ORDER BY created_at',
    [userId],
  );

describe('GET /ravelry/auth', () => {
  it("answers Ravelry's authorization address: code flow, offline, the gateway's callback, a fresh state", async () => {
    const first = await authUrl(ann.token);
    const second = await authUrl(ann.token);
    expect(first.origin + first.pathname).toBe('https://ravelry.test/oauth2/auth');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'yarn-mgmt-test',
      redirect_uri: 'https://knit.example/api/ravelry/callback',
      scope: 'offline',
      state: expect.stringMatching(/^[\w-]{43}$/) as unknown,
    });
    expect(second.searchParams.get('state')).not.toBe(first.searchParams.get('state'));
  });

  it('keeps only the hash of each state, bound to its user and to the browser that asked, for 10 minutes', async () => {
    const before = Date.now();
    const { state, cookie } = await start(bob.token);
    const nonce = cookie.split('=')[1] ?? '';
    expect(nonce).toMatch(/^[\w-]{43}$/);
    const rows = await stateRows(bob.id);
    const mine = rows.find((row) => row.state_hash === sha256(state));
    expect(mine?.browser_hash).toBe(sha256(nonce));
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(JSON.stringify(rows)).not.toContain(nonce);
    const ttl = new Date(mine?.expires_at ?? 0).getTime() - before;
    expect(ttl).toBeGreaterThan(9.9 * 60_000);
    expect(ttl).toBeLessThanOrEqual(10 * 60_000 + 1_000);
  });

  it('keeps at most 5 open requests per user and provider', async () => {
    for (let i = 0; i < 7; i += 1) await authUrl(bob.token);
    expect(await stateRows(bob.id)).toHaveLength(5);
  });

  it('needs a signed-in user', async () => {
    expect((await configured.call('GET', RAVELRY_API.auth)).status).toBe(401);
    expect((await configured.call('GET', GOOGLE_DRIVE_API.auth)).status).toBe(401);
  });
});

describe('GET /integrations/google-drive/auth', () => {
  it("asks Google for offline access to the app's own files, with consent", async () => {
    const url = await authUrl(ann.token, GOOGLE_DRIVE_API.auth);
    expect(url.origin + url.pathname).toBe('https://accounts.google.test/o/oauth2/v2/auth');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'google-test',
      redirect_uri: 'https://knit.example/api/integrations/google-drive/callback',
      scope: 'https://www.googleapis.com/auth/drive.file',
      access_type: 'offline',
      prompt: 'consent',
      state: expect.stringMatching(/^[\w-]{43}$/) as unknown,
    });
  });
});

describe('the callbacks', () => {
  it('send a forged, missing or mangled state to /settings?error=invalid_state, uncached', async () => {
    for (const query of [
      'code=abc&state=forged',
      'code=abc',
      '',
      'code=abc&state=',
      'code=abc&state=a&state=b',
      `code=abc&state=${'x'.repeat(5_000)}`,
      'state[x]=1&code=abc',
    ]) {
      expect(await callback(RAVELRY_API.callback, query)).toEqual({
        status: 302,
        location: '/settings?error=invalid_state',
        cache: 'no-store',
      });
    }
  });

  it('take a state once: a code the provider cannot redeem fails the connection, and the state is used up', async () => {
    const { state, cookie } = await start(ann.token);
    expect(await callback(RAVELRY_API.callback, `code=abc&state=${state}`, cookie)).toMatchObject({
      status: 302,
      location: '/settings?error=connection_failed',
    });
    expect(await callback(RAVELRY_API.callback, `code=abc&state=${state}`, cookie)).toMatchObject({
      location: '/settings?error=invalid_state',
    });
    expect((await configured.call('GET', RAVELRY_API.status, { token: ann.token })).body).toMatchObject({
      connected: false,
    });
  });

  it('refuse an expired state, and one issued for the other provider', async () => {
    const expired = await start(ann.token);
    await configured.svc.query(
      `UPDATE oauth_states SET expires_at = now() - interval '1 second' WHERE state_hash = $1`,
      [sha256(expired.state)],
    );
    expect(
      (await callback(RAVELRY_API.callback, `code=abc&state=${expired.state}`, expired.cookie)).location,
    ).toBe('/settings?error=invalid_state');
    const ravelry = await start(ann.token);
    expect(
      (await callback(GOOGLE_DRIVE_API.callback, `code=abc&state=${ravelry.state}`, ravelry.cookie)).location,
    ).toBe('/settings?error=invalid_state');
    // Still good for the provider it was issued for (no code: the provider never answered): used up now.
    expect((await callback(RAVELRY_API.callback, `state=${ravelry.state}`, ravelry.cookie)).location).toBe(
      '/settings?error=connection_failed',
    );
  });

  it("say why the provider sent the user back without a code, in words, never in the provider's", async () => {
    const ravelry = await start(ann.token);
    expect(
      (await callback(RAVELRY_API.callback, `error=access_denied&state=${ravelry.state}`, ravelry.cookie))
        .location,
    ).toBe('/settings?ravelry_error=access+was+not+granted');
    const drive = await start(ann.token, GOOGLE_DRIVE_API.auth);
    expect(
      (
        await callback(
          GOOGLE_DRIVE_API.callback,
          `error=%3Cb%3Ehi%3C%2Fb%3E&state=${drive.state}&scope=x&authuser=0`,
          drive.cookie,
        )
      ).location,
    ).toBe('/settings?google_drive_error=unknown+error');
  });

  it("fail Google Drive's connection with its own parameters", async () => {
    const { state, cookie } = await start(ann.token, GOOGLE_DRIVE_API.auth);
    expect((await callback(GOOGLE_DRIVE_API.callback, `code=abc&state=${state}`, cookie)).location).toBe(
      '/settings?error=connection_failed&provider=google_drive',
    );
  });

  it('refuse the state of an account closed since it asked', async () => {
    const carol = await configured.tokenOf('carol.requests@example.com');
    const { state, cookie } = await start(carol.token);
    await configured.svc.query('UPDATE users SET deleted_at = now() WHERE id = $1', [carol.id]);
    expect((await callback(RAVELRY_API.callback, `code=abc&state=${state}`, cookie)).location).toBe(
      '/settings?error=invalid_state',
    );
  });
});

describe('bad input', () => {
  it('is a 400 naming the field: a query on status or auth, a body on disconnect or sync', async () => {
    const token = ann.token;
    expect(await configured.call('GET', `${RAVELRY_API.status}?x=1`, { token })).toMatchObject({
      status: 400,
      body: { fieldErrors: { x: ['Unrecognized key: "x"'] } },
    });
    expect((await configured.call('GET', `${GOOGLE_DRIVE_API.auth}?scope=drive`, { token })).status).toBe(
      400,
    );
    expect(
      await configured.call('DELETE', RAVELRY_API.disconnect, { token, body: { username: 'someone' } }),
    ).toMatchObject({ status: 400, body: { error: 'Unrecognized key: "username"' } });
    expect((await configured.call('DELETE', GOOGLE_DRIVE_API.disconnect, { token, raw: '{' })).status).toBe(
      400,
    );
    expect((await configured.call('POST', RAVELRY_API.sync, { token, body: [] })).status).toBe(400);
  });
});

describe('a server without provider clients', () => {
  it('says not configured, and refuses to start a connection with a 503', async () => {
    const { token } = await bare.tokenOf('dan.unconfigured@example.com');
    expect(await bare.call('GET', RAVELRY_API.status, { token })).toEqual({
      status: 200,
      body: {
        connected: false,
        username: null,
        connectedAt: null,
        lastSync: null,
        broken: false,
        configured: false,
        autoSync: 'off',
        writeBack: false,
      },
    });
    expect(await bare.call('GET', RAVELRY_API.auth, { token })).toMatchObject({
      status: 503,
      body: { error: RAVELRY_MESSAGES.notAvailable },
    });
    expect(await bare.call('GET', GOOGLE_DRIVE_API.status, { token })).toEqual({
      status: 200,
      body: { connected: false, email: null, connectedAt: null, broken: false, configured: false },
    });
    expect(await bare.call('GET', GOOGLE_DRIVE_API.auth, { token })).toMatchObject({
      status: 503,
      body: { error: GOOGLE_DRIVE_MESSAGES.notAvailable },
    });
    expect(await bare.call('POST', RAVELRY_API.sync, { token })).toMatchObject({
      status: 503,
      body: { error: RAVELRY_MESSAGES.syncNotAvailable },
    });
    // A callback reaches a server without a client only with a state it never issued.
    const response = await bare.svc.anonymous.get(`${RAVELRY_API.callback}?code=a&state=b`).redirects(0);
    expect(response.headers.location).toBe('/settings?error=invalid_state');
  });
});
