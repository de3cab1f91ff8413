import { RAVELRY_API, RavelrySyncStatusSchema, type RavelrySyncStatus } from '@yarn-mgmt/contracts';
import {
  LOCAL_RAVELRY_CLIENT,
  startFakeRavelry,
  type FakeRavelry,
  type RavelryAccount,
} from '@yarn-mgmt/testing/ravelry';
import { ok, send, signUp, waitFor } from './lifecycle-helpers.js';
import { lifecycleWorld } from './lifecycle-world.js';
import { cookieHeader } from './oauth-browser.js';

const PUBLIC_URL = 'https://knit.example';

/**
 * The platform (lifecycleWorld: the account service with BullMQ, the real inventory as a process) with the fake
 * Ravelry of libs/testing as its provider, which the account service calls exactly as it would ravelry.com.
 */
export function ravelrySyncWorld(
  name: string,
  accounts: () => RavelryAccount[],
  accountEnv: Record<string, string> = {},
) {
  let fake: FakeRavelry | undefined;
  beforeAll(async () => {
    fake = await startFakeRavelry({ accounts: accounts() });
  });
  afterAll(() => fake?.close());
  const world = lifecycleWorld(name, {}, () => ({
    PUBLIC_URL,
    RAVELRY_CLIENT_ID: LOCAL_RAVELRY_CLIENT.clientId,
    RAVELRY_CLIENT_SECRET: LOCAL_RAVELRY_CLIENT.clientSecret,
    RAVELRY_AUTH_URL: fake!.authUrl,
    RAVELRY_TOKEN_URL: fake!.tokenUrl,
    RAVELRY_API_URL: fake!.apiUrl,
    ...accountEnv,
  }));
  const ravelry = () => fake!;
  const account = (method: string, path: string, token: string, body?: unknown) =>
    send(world().account.url, method, path, { token, body });

  /** A new user of the platform, linked to the Ravelry account `username` through the consent page. */
  async function linkedUser(email: string, username: string): Promise<{ token: string; id: string }> {
    const user = await signUp(world(), email);
    const started = ok(await account('GET', RAVELRY_API.auth, user.token));
    const { authUrl } = started.body as { authUrl: string };
    const back = new URL(await ravelry().approve(authUrl, { username }));
    // The browser that asked brings back the request's cookie.
    const response = await fetch(
      new URL(`${back.pathname.replace(/^\/api/, '')}${back.search}`, world().account.url),
      { redirect: 'manual', headers: { cookie: cookieHeader(started.headers) } },
    );
    expect(response.headers.get('location')).toContain('ravelry_connected=true');
    return user;
  }

  const status = async (token: string): Promise<RavelrySyncStatus> =>
    RavelrySyncStatusSchema.parse(ok(await account('GET', RAVELRY_API.sync, token)).body);

  /** Sync Now, then the job's end as the page polls for it. */
  async function syncNow(token: string, timeoutMs = 120_000): Promise<RavelrySyncStatus> {
    const started = RavelrySyncStatusSchema.parse(
      ok(await account('POST', RAVELRY_API.sync, token), 202).body,
    );
    // Queued (a job failing at once may have ended already).
    expect(started.state).not.toBe('idle');
    let last = started;
    await waitFor(async () => {
      last = await status(token);
      return last.state === 'completed' || last.state === 'failed';
    }, timeoutMs);
    return last;
  }

  return { world: world, ravelry, account, linkedUser, status, syncNow };
}
