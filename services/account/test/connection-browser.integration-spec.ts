import { GOOGLE_DRIVE_API, RAVELRY_API } from '@yarn-mgmt/contracts';
import { startFakeGoogle, LOCAL_GOOGLE_CLIENT, type FakeGoogle } from '@yarn-mgmt/testing/google';
import {
  seedRavelry,
  startFakeRavelry,
  LOCAL_RAVELRY_CLIENT,
  type FakeRavelry,
} from '@yarn-mgmt/testing/ravelry';
import { accountSuite } from './account-suite.js';
import { cookieHeader } from './oauth-browser.js';

// Issue 22: a connection request is bound to the browser that asked, not only to its user. Otherwise whoever starts
// a connection can send someone the provider's consent link, and their Ravelry or Drive account, once they allow
// it, is linked to the sender's account here (with write-back on, the sender then edits their Ravelry stash).
const PUBLIC_URL = 'https://knit.example';
let ravelry: FakeRavelry;
let google: FakeGoogle;
beforeAll(async () => {
  ravelry = await startFakeRavelry({
    accounts: [
      seedRavelry({ username: 'vic-knits', stash: 1, patterns: 1, projects: 0, idBlock: 1 }),
      seedRavelry({ username: 'mal-knits', stash: 1, patterns: 1, projects: 0, idBlock: 2 }),
    ],
    clients: [{ ...LOCAL_RAVELRY_CLIENT, redirectUris: [`${PUBLIC_URL}/api${RAVELRY_API.callback}`] }],
  });
  google = await startFakeGoogle({
    accounts: [
      { email: 'vic@example.com', name: 'Vic Tim' },
      { email: 'mal@example.com', name: 'Mal Lory' },
    ],
    clients: [{ ...LOCAL_GOOGLE_CLIENT, redirectUris: [`${PUBLIC_URL}/api${GOOGLE_DRIVE_API.callback}`] }],
  });
});
afterAll(async () => {
  await ravelry?.close();
  await google?.close();
});

const suite = accountSuite('account_connection_browser', {
  env: () => ({
    PUBLIC_URL,
    RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
    RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
    RAVELRY_AUTH_URL: ravelry.authUrl,
    RAVELRY_TOKEN_URL: ravelry.tokenUrl,
    RAVELRY_API_URL: ravelry.apiUrl,
    GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
    GOOGLE_AUTH_URL: google.authUrl,
    GOOGLE_TOKEN_URL: google.tokenUrl,
    GOOGLE_API_URL: google.apiUrl,
  }),
});

type Provider = 'ravelry' | 'google_drive';
const PROVIDERS = {
  ravelry: {
    api: RAVELRY_API,
    account: 'vic-knits',
    connected: '/settings?ravelry_connected=true&username=vic-knits',
    approve: (authUrl: string, account: string) => ravelry.approve(authUrl, { username: account }),
  },
  google_drive: {
    api: GOOGLE_DRIVE_API,
    account: 'vic@example.com',
    connected: '/settings?google_drive_connected=true&email=vic%40example.com',
    approve: (authUrl: string, account: string) => google.approve(authUrl, { email: account }),
  },
} as const;

/** `GET .../auth` as the shell's fetch makes it: the provider's address and the Set-Cookie that came with it. */
async function start(provider: Provider, token: string) {
  const reply = await suite.svc.anonymous.call('GET', PROVIDERS[provider].api.auth, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status).toBe(200);
  const authUrl = (reply.body as { authUrl: string }).authUrl;
  return {
    authUrl,
    state: new URL(authUrl).searchParams.get('state') ?? '',
    setCookie: reply.headers.getSetCookie(),
    cookie: cookieHeader(reply.headers),
  };
}

/** The provider's redirect arriving at the callback (through the gateway's /api) with the browser's cookies. */
async function arrive(callbackUrl: string, cookie: string) {
  const url = new URL(callbackUrl);
  expect(url.origin).toBe(PUBLIC_URL);
  const request = suite.svc.anonymous.get(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
  const response = await (cookie ? request.set('cookie', cookie) : request).redirects(0);
  expect(response.status).toBe(302);
  return {
    location: response.headers.location,
    setCookie: response.get('Set-Cookie') ?? [],
  };
}

const links = (...userIds: string[]) =>
  suite.svc.query<{ user_id: string; provider: string; account_name: string }>(
    'SELECT user_id, provider, account_name FROM integration_links WHERE user_id = ANY($1) ORDER BY user_id',
    [userIds],
  );

describe.each(['ravelry', 'google_drive'] as const)('a %s connection request', (provider) => {
  const { api, account, connected, approve } = PROVIDERS[provider];
  const callbackPath = `/api${api.callback}`;
  let mal: { token: string; id: string };
  let vic: { token: string; id: string };
  beforeAll(async () => {
    mal = await suite.tokenOf(`mal.${provider}@example.com`);
    vic = await suite.tokenOf(`vic.${provider}@example.com`);
  });

  it('gives the asking browser an HttpOnly, SameSite=Lax, Secure cookie for the callback only, for 10 minutes', async () => {
    const { setCookie } = await start(provider, mal.token);
    expect(setCookie).toHaveLength(1);
    const [pair, ...attributes] = (setCookie[0] ?? '').split('; ');
    expect(pair).toMatch(/^oauth_[0-9a-f]{16}=[\w-]{43}$/);
    const expires = attributes.find((attribute) => attribute.startsWith('Expires='));
    expect([...attributes].sort()).toEqual(
      ['Max-Age=600', `Path=${callbackPath}`, 'HttpOnly', 'Secure', 'SameSite=Lax', expires].sort(),
    );
    const lifetime = Date.parse(expires?.slice('Expires='.length) ?? '') - Date.now();
    expect(lifetime).toBeGreaterThan(590_000);
    expect(lifetime).toBeLessThanOrEqual(600_000);
  });

  it("links nothing when the consent link is allowed in another person's browser", async () => {
    // Mal starts a connection and sends Vic the consent link; Vic, signed in here with a request of her own open,
    // allows it with her account at the provider.
    const mals = await start(provider, mal.token);
    const vics = await start(provider, vic.token);
    const back = await approve(mals.authUrl, account);
    expect(await arrive(back, vics.cookie)).toMatchObject({ location: '/settings?error=invalid_state' });
    expect(await links(mal.id, vic.id)).toEqual([]);
    // The request is used up: Mal cannot finish it with his own cookie afterwards either.
    expect((await arrive(back, mals.cookie)).location).toBe('/settings?error=invalid_state');
    expect(await links(mal.id, vic.id)).toEqual([]);
  });

  it('links nothing from a browser without any cookie', async () => {
    const mals = await start(provider, mal.token);
    expect((await arrive(await approve(mals.authUrl, account), '')).location).toBe(
      '/settings?error=invalid_state',
    );
    expect(await links(mal.id)).toEqual([]);
  });

  it("refuses another request's cookie, even the same user's", async () => {
    const first = await start(provider, mal.token);
    const second = await start(provider, mal.token);
    const value = second.cookie.split('=')[1] ?? '';
    const forged = `${first.cookie.split('=')[0] ?? ''}=${value}`;
    expect((await arrive(await approve(first.authUrl, account), forged)).location).toBe(
      '/settings?error=invalid_state',
    );
    expect(await links(mal.id)).toEqual([]);
  });

  it('links the account in the browser that asked, clears its cookie, and refuses the cookie a second time', async () => {
    const vics = await start(provider, vic.token);
    // A few tabs: an older request of the same browser still finishes with its own cookie.
    const later = await start(provider, vic.token);
    const back = await approve(vics.authUrl, account);
    const browser = `${vics.cookie}; ${later.cookie}`;
    const answer = await arrive(back, browser);
    expect(answer.location).toBe(connected);
    expect(await links(vic.id)).toEqual([{ user_id: vic.id, provider, account_name: account }]);
    expect(answer.setCookie).toHaveLength(1);
    const [pair, ...attributes] = (answer.setCookie[0] ?? '').split('; ');
    expect(pair).toBe(`${vics.cookie.split('=')[0] ?? ''}=`);
    expect([...attributes].sort()).toEqual(
      [
        'Expires=Thu, 01 Jan 1970 00:00:00 GMT',
        `Path=${callbackPath}`,
        'HttpOnly',
        'Secure',
        'SameSite=Lax',
      ].sort(),
    );
    // The same callback again, cookie and all (a replay), is refused and changes nothing.
    const before = await links(vic.id);
    expect((await arrive(back, browser)).location).toBe('/settings?error=invalid_state');
    // So is the spent cookie's nonce under the later request's name.
    const reused = `${later.cookie.split('=')[0] ?? ''}=${vics.cookie.split('=')[1] ?? ''}`;
    expect((await arrive(await approve(later.authUrl, account), reused)).location).toBe(
      '/settings?error=invalid_state',
    );
    expect(await links(vic.id)).toEqual(before);
  });
});
