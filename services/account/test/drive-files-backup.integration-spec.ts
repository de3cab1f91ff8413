import {
  BACKUPS_API,
  BackupListResponseSchema,
  GOOGLE_DRIVE_API,
  PatternListResponseSchema,
  PatternSchema,
  type Pattern,
} from '@yarn-mgmt/contracts';
import { LOCAL_GOOGLE_CLIENT, startFakeGoogle, type FakeGoogle } from '@yarn-mgmt/testing/google';
import { randomUUID } from 'node:crypto';
import { fileForm, ok, send, signUp, waitFor } from './lifecycle-helpers.js';
import { lifecycleWorld } from './lifecycle-world.js';

// A backup with its files of a user whose pattern PDFs are in Google Drive (issue 22, found by the e2e journey
// "link Drive, upload a pattern PDF, back up now, restore"): the PDF held in Drive was not in the backup, so once
// the pattern was deleted (its Drive copy then trashed) the restored pattern came back without it.
const SECRET = 'drive-backup-test-link-secret-of-32-chars-or-more';
const ANN_DRIVE = 'ann.backup@example.com';

let google: FakeGoogle | undefined;
beforeAll(async () => {
  google = await startFakeGoogle({ accounts: [{ email: ANN_DRIVE, name: 'Ann Backup' }] });
});
afterAll(() => google?.close());
const fake = () => google!;

const world = lifecycleWorld('drive_backup', { patterns: { FILE_LINK_SECRET: SECRET } }, () => ({
  PUBLIC_URL: 'https://knit.example',
  GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT.clientId,
  GOOGLE_CLIENT_SECRET: LOCAL_GOOGLE_CLIENT.clientSecret,
  GOOGLE_AUTH_URL: fake().authUrl,
  GOOGLE_TOKEN_URL: fake().tokenUrl,
  GOOGLE_API_URL: fake().apiUrl,
  FILE_LINK_SECRET: SECRET,
  DRIVE_FILES_SWEEP_MS: '1000',
  QUEUE_PREFIX: `test-drive-backup-${randomUUID().slice(0, 8)}`,
}));

const api = (method: string, path: string, token: string, body?: unknown) =>
  send(world().gatewayUrl, method, `/api${path}`, { token, body });
const pattern = async (token: string, id: string): Promise<Pattern> =>
  PatternSchema.parse(ok(await api('GET', `/patterns/${id}`, token)).body);

/** The PDF a new tab gets for View: through the redirect to the Drive route when the file is there. */
async function viewed(token: string, id: string): Promise<Buffer> {
  const first = await fetch(`${world().gatewayUrl}/api/patterns/${id}/view`, {
    headers: { authorization: `Bearer ${token}` },
    redirect: 'manual',
  });
  const location = first.headers.get('location');
  const answer = location ? await fetch(`${world().gatewayUrl}${location}`) : first;
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
}

async function linkDrive(token: string): Promise<void> {
  const { authUrl } = ok(await send(world().account.url, 'GET', GOOGLE_DRIVE_API.auth, { token })).body as {
    authUrl: string;
  };
  const back = new URL(await fake().approve(authUrl, { email: ANN_DRIVE }));
  const response = await fetch(
    new URL(`${back.pathname.replace(/^\/api/, '')}${back.search}`, world().account.url),
    { redirect: 'manual' },
  );
  expect(response.headers.get('location')).toContain('google_drive_connected=true');
}

describe('a backup with its files, of pattern PDFs kept in Google Drive', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(3000, 5)]);

  it('carries the PDF from Drive, so a deleted pattern restores with it', async () => {
    const ann = await signUp(world(), `ann.${randomUUID().slice(0, 8)}@example.com`);
    const made = PatternSchema.parse(
      ok(await api('POST', '/patterns', ann.token, { title: 'Lace Shawl' }), 201).body,
    );
    ok(
      await send(world().gatewayUrl, 'POST', `/api/patterns/${made.id}/file`, {
        token: ann.token,
        form: fileForm(pdf, 'file', 'shawl.pdf', 'application/pdf'),
      }),
      201,
    );
    await linkDrive(ann.token);
    ok(
      await api('PUT', '/settings', ann.token, {
        backup: { google_drive_enabled: true, include_photos: true },
      }),
    );
    await waitFor(async () => (await pattern(ann.token, made.id)).google_drive_file_id !== null, 30_000);
    const driveId = (await pattern(ann.token, made.id)).google_drive_file_id!;
    expect(fake().content(driveId)?.equals(pdf)).toBe(true);

    ok(await api('POST', BACKUPS_API.list, ann.token), 202);
    let list = BackupListResponseSchema.parse(ok(await api('GET', BACKUPS_API.list, ann.token)).body);
    await waitFor(async () => {
      list = BackupListResponseSchema.parse(ok(await api('GET', BACKUPS_API.list, ann.token)).body);
      return list.run.state === 'completed' || list.run.state === 'failed';
    }, 60_000);
    expect(list.run).toEqual({ state: 'completed', error: null });
    const [backup] = list.backups;
    expect(backup).toMatchObject({ include_photos: true, destination: 'drive' });

    // Deleted: its Drive copy goes to the Drive's trash at the next run.
    ok(await api('DELETE', `/patterns/${made.id}`, ann.token), 204);
    await waitFor(() =>
      Promise.resolve(
        fake()
          .files(ANN_DRIVE)
          .find((f) => f.id === driveId)?.trashed === true,
      ),
    );

    ok(await api('POST', BACKUPS_API.restore.path(backup.id), ann.token));
    const { patterns } = PatternListResponseSchema.parse(ok(await api('GET', '/patterns', ann.token)).body);
    expect(patterns.map((p) => p.title)).toEqual(['Lace Shawl']);
    const restored = patterns[0];
    expect(restored.file).toMatchObject({ name: 'shawl.pdf', size: pdf.length });
    expect((await viewed(ann.token, restored.id)).equals(pdf)).toBe(true);
    // Drive sync is still on: the restored PDF goes to Drive again, a new copy, and reads the same from there.
    await waitFor(async () => (await pattern(ann.token, restored.id)).google_drive_file_id !== null, 30_000);
    const again = (await pattern(ann.token, restored.id)).google_drive_file_id!;
    expect(again).not.toBe(driveId);
    expect((await viewed(ann.token, restored.id)).equals(pdf)).toBe(true);
  }, 150_000);
});
