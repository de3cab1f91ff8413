import { accountSuite } from './account-suite.js';
import {
  arriveAtCallback,
  fakeProviders,
  PROVIDER_API,
  startConnection,
  type Provider,
} from './connection-world.js';

// Issue 22: a connection request is bound to the browser that asked, not only to its user. Otherwise whoever starts
// a connection can send someone the provider's consent link, and their Ravelry or Drive account, once they allow
// it, is linked to the sender's account here (with write-back on, the sender then edits their Ravelry stash).
const fakes = fakeProviders({
  ravelry: { usernames: ['vic-knits', 'mal-knits'], size: { stash: 1, patterns: 1, projects: 0 } },
  google: { 'vic@example.com': 'Vic Tim', 'mal@example.com': 'Mal Lory' },
});
const suite = accountSuite('account_connection_browser', { env: fakes.env });

const PROVIDERS = {
  ravelry: {
    api: PROVIDER_API.ravelry,
    account: 'vic-knits',
    connected: '/settings?ravelry_connected=true&username=vic-knits',
    approve: (authUrl: string, account: string) => fakes.ravelry.approve(authUrl, { username: account }),
  },
  google_drive: {
    api: PROVIDER_API.google_drive,
    account: 'vic@example.com',
    connected: '/settings?google_drive_connected=true&email=vic%40example.com',
    approve: (authUrl: string, account: string) => fakes.google.approve(authUrl, { email: account }),
  },
} as const;

const start = (provider: Provider, token: string) => startConnection(suite.svc, provider, token);
const arrive = (callbackUrl: string, cookie: string) => arriveAtCallback(suite.svc, callbackUrl, cookie);

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
