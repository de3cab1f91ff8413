import { DRIVE_APP_FOLDER } from '@yarn-mgmt/contracts';
import {
  DRIVE_FILE_SCOPE,
  DRIVE_SIMPLE_UPLOAD_LIMIT,
  LOCAL_GOOGLE_ACCOUNT,
  LOCAL_GOOGLE_CLIENT,
  startFakeGoogle,
  type FakeGoogle,
} from '@yarn-mgmt/testing/google';
import { buffer } from 'node:stream/consumers';
import { GoogleDriveFiles } from '../src/integrations/google-drive-files.js';

// The account's Drive v3 client against the fake Google of libs/testing (which speaks Drive's protocol and
// refuses simple and multipart uploads past 5 MB): folder, resumable upload in chunks, list, download, trash.
const CHUNK = 1024 * 1024;
let google: FakeGoogle;
let token = '';
let drive: GoogleDriveFiles;

beforeAll(async () => {
  google = await startFakeGoogle();
  const authUrl = new URL(google.authUrl);
  const redirect = 'http://127.0.0.1:9/api/integrations/google-drive/callback';
  authUrl.search = new URLSearchParams({
    client_id: LOCAL_GOOGLE_CLIENT.clientId,
    redirect_uri: redirect,
    response_type: 'code',
    scope: DRIVE_FILE_SCOPE,
    access_type: 'offline',
    state: 's',
  }).toString();
  const code = new URL(await google.approve(authUrl.toString())).searchParams.get('code')!;
  const answer = await fetch(google.tokenUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: LOCAL_GOOGLE_CLIENT.clientId,
      client_secret: LOCAL_GOOGLE_CLIENT.clientSecret,
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirect,
    }).toString(),
  });
  token = ((await answer.json()) as { access_token: string }).access_token;
  drive = new GoogleDriveFiles({ apiUrl: google.apiUrl, timeoutMs: 10_000, chunkBytes: CHUNK });
});
afterAll(() => google?.close());

/** Different at every offset, so a chunk out of place shows. */
const bytes = (size: number) =>
  Buffer.from(Array.from({ length: size }, (_, i) => (i * 31 + (i >> 8)) & 0xff));

describe('the Drive files client', () => {
  it('finds or makes the app folder once', async () => {
    const first = await drive.folder(token, DRIVE_APP_FOLDER);
    expect(await drive.folder(token, DRIVE_APP_FOLDER)).toBe(first);
    expect(
      google.files(LOCAL_GOOGLE_ACCOUNT.email).filter((file) => file.name === DRIVE_APP_FOLDER),
    ).toHaveLength(1);
  });

  it('uploads a file over 5 MB by the resumable protocol, in chunks, byte for byte', async () => {
    const folder = await drive.folder(token, DRIVE_APP_FOLDER);
    const content = bytes(DRIVE_SIMPLE_UPLOAD_LIMIT + 1024 * 1024 + 123);
    google.resetLog();
    const file = await drive.upload(token, {
      name: 'big-backup.zip',
      mimeType: 'application/zip',
      parentId: folder,
      content,
    });
    expect(file).toMatchObject({ name: 'big-backup.zip', size: content.length });
    expect(google.content(file.id)!.equals(content)).toBe(true);
    const calls = google.requests();
    const chunks = calls.filter((call) => call.query.includes('upload_id='));
    expect(chunks).toHaveLength(Math.ceil(content.length / CHUNK));
    expect(chunks.slice(0, -1).every((call) => call.status === 308)).toBe(true);
    expect(chunks.at(-1)!.status).toBe(200);
    expect(calls.some((call) => /uploadType=(media|multipart)/.test(call.query))).toBe(false);

    expect(
      (await drive.list(token, `'${folder}' in parents and trashed = false`)).map((f) => f.name),
    ).toContain('big-backup.zip');
    expect((await buffer((await drive.download(token, file.id))!)).equals(content)).toBe(true);
  }, 60_000);

  it('uploads an empty file and trashes files, one already gone included', async () => {
    const folder = await drive.folder(token, DRIVE_APP_FOLDER);
    const empty = await drive.upload(token, {
      name: 'empty.json',
      mimeType: 'application/json',
      parentId: folder,
      content: Buffer.alloc(0),
    });
    expect(empty.size).toBe(0);
    await drive.trash(token, empty.id);
    expect(google.files(LOCAL_GOOGLE_ACCOUNT.email).find((file) => file.id === empty.id)?.trashed).toBe(true);
    await expect(drive.trash(token, 'no-such-file')).resolves.toBeUndefined();
    expect(await drive.download(token, 'no-such-file')).toBeNull();
  });
});
