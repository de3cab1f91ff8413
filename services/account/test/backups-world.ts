import {
  BACKUPS_API,
  BackupListResponseSchema,
  GOOGLE_DRIVE_API,
  type BackupListResponse,
} from '@yarn-mgmt/contracts';
import { LOCAL_GOOGLE_CLIENT, startFakeGoogle, type FakeGoogle } from '@yarn-mgmt/testing/google';
import { randomUUID } from 'node:crypto';
import { ok, send, signUp, waitFor } from './lifecycle-helpers.js';
import { lifecycleWorld } from './lifecycle-world.js';
import { cookieHeader } from './oauth-browser.js';

export const DRIVE_EMAIL = 'ann.drive@example.com';

/**
 * The platform (lifecycleWorld: the account service with BullMQ, the data services and the gateway as processes)
 * with the fake Google of libs/testing as Drive, which the account service calls exactly as it would Google.
 */
export function backupsWorld(
  name: string,
  accountEnv: Record<string, string> = {},
  storage: Parameters<typeof lifecycleWorld>[3] = {},
) {
  let fake: FakeGoogle | undefined;
  const queuePrefix = `test-${name}-${randomUUID().slice(0, 8)}`;
  beforeAll(async () => {
    fake = await startFakeGoogle({
      accounts: [
        { email: DRIVE_EMAIL, name: 'Ann Drive' },
        { email: 'bob.drive@example.com', name: 'Bob Drive' },
      ],
    });
  });
  afterAll(() => fake?.close());
  const world = lifecycleWorld(
    name,
    {},
    () => ({
      PUBLIC_URL: 'https://knit.example',
      GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
      GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
      GOOGLE_AUTH_URL: fake!.authUrl,
      GOOGLE_TOKEN_URL: fake!.tokenUrl,
      GOOGLE_API_URL: fake!.apiUrl,
      QUEUE_PREFIX: queuePrefix,
      ...accountEnv,
    }),
    storage,
  );
  const account = (method: string, path: string, token: string, body?: unknown) =>
    send(world().account.url, method, path, { token, body });
  const viaGateway = (method: string, path: string, token: string, body?: unknown) =>
    send(world().gatewayUrl, method, `/api${path}`, { token, body });

  const list = async (token: string): Promise<BackupListResponse> =>
    BackupListResponseSchema.parse(ok(await viaGateway('GET', BACKUPS_API.list, token)).body);

  /** Backup Now as the page does it: the POST, then the list asked until the run has ended. */
  async function backupNow(token: string): Promise<BackupListResponse> {
    const started = ok(await viaGateway('POST', BACKUPS_API.list, token), 202).body;
    expect(['waiting', 'active', 'completed']).toContain(started.state);
    let last = await list(token);
    await waitFor(async () => {
      last = await list(token);
      return last.run.state === 'completed' || last.run.state === 'failed';
    }, 60_000);
    return last;
  }

  /** Links the user's Drive through the consent page, as Settings does. */
  async function linkDrive(token: string, email = DRIVE_EMAIL): Promise<void> {
    const started = ok(await account('GET', GOOGLE_DRIVE_API.auth, token));
    const { authUrl } = started.body as { authUrl: string };
    const back = new URL(await fake!.approve(authUrl, { email }));
    // The browser that asked brings back the request's cookie.
    const response = await fetch(
      new URL(`${back.pathname.replace(/^\/api/, '')}${back.search}`, world().account.url),
      { redirect: 'manual', headers: { cookie: cookieHeader(started.headers) } },
    );
    expect(response.headers.get('location')).toContain('google_drive_connected=true');
  }

  return {
    world,
    google: () => fake!,
    queuePrefix,
    account,
    viaGateway,
    list,
    backupNow,
    linkDrive,
    signUp: (email: string) => signUp(world(), email),
  };
}
