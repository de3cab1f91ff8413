import {
  DRIVE_FILES_API,
  DriveFilesStatusSchema,
  GOOGLE_DRIVE_API,
  GoogleDriveStatusSchema,
  PatternSchema,
  type DriveFilesStatus,
  type GoogleDriveStatus,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { LOCAL_GOOGLE_CLIENT, startFakeGoogle, type FakeGoogle } from '@yarn-mgmt/testing/google';
import { fileForm, ok, send, waitFor } from './lifecycle-helpers.js';
import { lifecycleWorld } from './lifecycle-world.js';
import { cookieHeader } from './oauth-browser.js';

/**
 * Pattern PDFs in the user's Google Drive (issue 22): the account service (drive-files job, signed Drive route),
 * the patterns service and the gateway as they run, the fake Google of libs/testing as Drive with `accounts`.
 */
export function driveWorld(
  name: string,
  accounts: string[],
  { secret, chunk, env = {} }: { secret: string; chunk: number; env?: Record<string, string> },
) {
  let google: FakeGoogle | undefined;
  beforeAll(async () => {
    google = await startFakeGoogle({ accounts: accounts.map((email) => ({ email, name: email })) });
  });
  afterAll(() => google?.close());
  const fake = () => google!;

  const world = lifecycleWorld(name, { patterns: { FILE_LINK_SECRET: secret } }, () => ({
    PUBLIC_URL: 'https://knit.example',
    GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
    GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
    GOOGLE_AUTH_URL: fake().authUrl,
    GOOGLE_TOKEN_URL: fake().tokenUrl,
    GOOGLE_API_URL: fake().apiUrl,
    FILE_LINK_SECRET: secret,
    DRIVE_FILES_CHUNK_BYTES: String(chunk),
    DRIVE_FILES_SWEEP_MS: '1000',
    // As in production (10 s): at 3 s a call to the stand-in under CI's load could time out and a move's run fail
    // its attempts.
    PROVIDER_TIMEOUT_MS: '10000',
    ...env,
  }));

  const api = (method: string, path: string, token: string, body?: unknown) =>
    send(world().gatewayUrl, method, `/api${path}`, { token, body });

  async function patternWithFile(token: string, title: string, data: Buffer, file: string): Promise<Pattern> {
    const made = PatternSchema.parse(ok(await api('POST', '/patterns', token, { title }), 201).body);
    ok(
      await send(world().gatewayUrl, 'POST', `/api/patterns/${made.id}/file`, {
        token,
        form: fileForm(data, 'file', file, 'application/pdf'),
      }),
      201,
    );
    return made;
  }

  const pattern = async (token: string, id: string) =>
    PatternSchema.parse(ok(await api('GET', `/patterns/${id}`, token)).body);

  async function linkDrive(token: string, email: string): Promise<void> {
    const started = ok(await send(world().account.url, 'GET', GOOGLE_DRIVE_API.auth, { token }));
    const { authUrl } = started.body as { authUrl: string };
    const back = new URL(await fake().approve(authUrl, { email }));
    // The browser that asked brings back the request's cookie.
    const response = await fetch(
      new URL(`${back.pathname.replace(/^\/api/, '')}${back.search}`, world().account.url),
      { redirect: 'manual', headers: { cookie: cookieHeader(started.headers) } },
    );
    expect(response.headers.get('location')).toContain('google_drive_connected=true');
  }

  const status = async (token: string): Promise<DriveFilesStatus> =>
    DriveFilesStatusSchema.parse(ok(await api('GET', DRIVE_FILES_API.status, token)).body);

  /** The link as the Settings page reads it. */
  const linkStatus = async (token: string): Promise<GoogleDriveStatus> =>
    GoogleDriveStatusSchema.parse(ok(await api('GET', GOOGLE_DRIVE_API.status, token)).body);

  /** Flips 'Google Drive Sync' as Settings does, then waits until the move it starts has ended. */
  async function driveSync(token: string, on: boolean, files?: number): Promise<DriveFilesStatus> {
    ok(await api('PUT', '/settings', token, { backup: { google_drive_enabled: on } }));
    const direction = on ? 'to_drive' : 'to_platform';
    let last = await status(token);
    // With `files`: the move that completes with them, not an earlier one of the same direction still on show (the
    // sweep's later runs that find nothing keep showing it: DriveFilesQueue).
    await waitFor(
      async () => {
        last = await status(token);
        const ended = last.state === 'completed' || last.state === 'failed';
        if (files !== undefined)
          return last.direction === direction && last.state === 'completed' && last.total === files;
        return last.direction === direction && ended;
      },
      60_000,
      () => last,
    );
    return last;
  }

  /** Disconnect as the page presses it, then the link's status read until the Disconnect has ended either way. */
  async function disconnectDrive(token: string): Promise<{ answer: number; seen: GoogleDriveStatus[] }> {
    const answer = await api('DELETE', GOOGLE_DRIVE_API.disconnect, token);
    const seen = [GoogleDriveStatusSchema.parse(answer.body)];
    await waitFor(async () => {
      seen.push(await linkStatus(token));
      return !seen.at(-1)!.disconnecting;
    }, 60_000);
    return { answer: answer.status, seen };
  }

  const pdfsIn = (email: string) =>
    fake()
      .files(email)
      .filter((file) => file.mimeType === 'application/pdf');

  return {
    world,
    fake,
    api,
    patternWithFile,
    pattern,
    linkDrive,
    status,
    linkStatus,
    driveSync,
    disconnectDrive,
    pdfsIn,
  };
}

export const pdf = (size: number, fill: number) =>
  Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(size - 9, fill)]);
