import { GOOGLE_DRIVE_API, RAVELRY_API } from '@yarn-mgmt/contracts';
import type { ServiceHarness } from '@yarn-mgmt/testing';
import { startFakeGoogle, LOCAL_GOOGLE_CLIENT, type FakeGoogle } from '@yarn-mgmt/testing/google';
import {
  seedRavelry,
  startFakeRavelry,
  LOCAL_RAVELRY_CLIENT,
  type FakeRavelry,
} from '@yarn-mgmt/testing/ravelry';
import { cookieHeader } from './oauth-browser.js';

// The fake Ravelry and Google of libs/testing, which speak the real protocols, for the specs that connect to them
// through the account service, and the connection steps a browser takes.

/** The address users open the app at; the providers know its callbacks (through the gateway's /api). */
export const PUBLIC_URL = 'https://knit.example';

export type Provider = 'ravelry' | 'google_drive';
export const PROVIDER_API = { ravelry: RAVELRY_API, google_drive: GOOGLE_DRIVE_API } as const;

export interface FakeProvidersOptions {
  /** Ravelry's accounts, each seeded with `size` (seedRavelry) in id blocks from `firstIdBlock` (1) on; none: no fake Ravelry. */
  ravelry?: {
    usernames: string[];
    size: { stash: number; patterns: number; projects: number };
    firstIdBlock?: number;
    /** false: Ravelry lets every request through (its default rate limit without). */
    rateLimit?: false;
  };
  /** Google's accounts, email to name; none: no fake Google. */
  google?: Record<string, string>;
}

/**
 * The fake providers, started before a spec file's tests (call it before accountSuite, whose env reads `env()`)
 * and closed after them. Each knows only PUBLIC_URL's callback as a redirect URI: at the consent page and at the
 * token endpoint it refuses any other.
 */
export function fakeProviders(options: FakeProvidersOptions) {
  let ravelry: FakeRavelry | undefined;
  let google: FakeGoogle | undefined;
  beforeAll(async () => {
    const seeds = options.ravelry;
    if (seeds)
      ravelry = await startFakeRavelry({
        accounts: seeds.usernames.map((username, index) =>
          seedRavelry({ username, ...seeds.size, idBlock: (seeds.firstIdBlock ?? 1) + index }),
        ),
        clients: [{ ...LOCAL_RAVELRY_CLIENT, redirectUris: [`${PUBLIC_URL}/api${RAVELRY_API.callback}`] }],
        ...(seeds.rateLimit === false ? { rateLimitPerSecond: false } : {}),
      });
    if (options.google)
      google = await startFakeGoogle({
        accounts: Object.entries(options.google).map(([email, name]) => ({ email, name })),
        clients: [
          { ...LOCAL_GOOGLE_CLIENT, redirectUris: [`${PUBLIC_URL}/api${GOOGLE_DRIVE_API.callback}`] },
        ],
      });
  });
  afterAll(async () => {
    await ravelry?.close();
    await google?.close();
  });
  const started = <T>(fake: T | undefined, name: string): T => {
    if (!fake) throw new Error(`the fake ${name} has not started`);
    return fake;
  };
  return {
    get ravelry(): FakeRavelry {
      return started(ravelry, 'Ravelry');
    },
    get google(): FakeGoogle {
      return started(google, 'Google');
    },
    /** The account service's settings for the fakes that run. */
    env: (): Record<string, string> => ({
      PUBLIC_URL,
      ...(ravelry && {
        RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
        RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
        RAVELRY_AUTH_URL: ravelry.authUrl,
        RAVELRY_TOKEN_URL: ravelry.tokenUrl,
        RAVELRY_API_URL: ravelry.apiUrl,
      }),
      ...(google && {
        GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
        GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
        GOOGLE_AUTH_URL: google.authUrl,
        GOOGLE_TOKEN_URL: google.tokenUrl,
        GOOGLE_API_URL: google.apiUrl,
      }),
    }),
  };
}

/** `GET .../auth` as the shell's fetch makes it: the provider's address and the Set-Cookie that came with it. */
export async function startConnection(svc: ServiceHarness, provider: Provider, token: string) {
  const reply = await svc.anonymous.call('GET', PROVIDER_API[provider].auth, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(reply.status).toBe(200);
  const authUrl = (reply.body as { authUrl: string }).authUrl;
  return {
    authUrl,
    state: new URL(authUrl).searchParams.get('state') ?? '',
    headers: reply.headers,
    setCookie: reply.headers.getSetCookie(),
    /** What the browser sends back of it. */
    cookie: cookieHeader(reply.headers),
  };
}

/** The provider's redirect arriving at the callback (through the gateway's /api) with the browser's cookies. */
export async function arriveAtCallback(svc: ServiceHarness, callbackUrl: string, cookie: string) {
  const url = new URL(callbackUrl);
  expect(url.origin).toBe(PUBLIC_URL);
  const request = svc.anonymous.get(`${url.pathname.replace(/^\/api/, '')}${url.search}`);
  const response = await (cookie ? request.set('cookie', cookie) : request).redirects(0);
  expect(response.status).toBe(302);
  return {
    location: response.headers.location,
    setCookie: response.get('Set-Cookie') ?? [],
  };
}
