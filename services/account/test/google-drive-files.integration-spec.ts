import { jest } from '@jest/globals';
import { DRIVE_APP_FOLDER } from '@yarn-mgmt/contracts';
import {
  DRIVE_FILE_SCOPE,
  DRIVE_SIMPLE_UPLOAD_LIMIT,
  LOCAL_GOOGLE_ACCOUNT,
  LOCAL_GOOGLE_CLIENT,
  startFakeGoogle,
  type FakeGoogle,
} from '@yarn-mgmt/testing/google';
import { mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

/**
 * The fake Google behind a pass-through that hands Drive only the first `keep` bytes of the `nth` chunk of an
 * upload (Content-Range narrowed to match): Drive answers 308 with a Range short of what the client sent.
 */
async function takingPartOfAChunk(nth: number, keep: number) {
  const origin = new URL(google.apiUrl).origin;
  let chunks = 0;
  const server = createServer((request: IncomingMessage, response) => {
    void (async () => {
      let body = await buffer(request);
      const headers = Object.fromEntries(
        Object.entries(request.headers).filter(
          ([name]) => !['host', 'connection', 'content-length', 'transfer-encoding'].includes(name),
        ),
      ) as Record<string, string>;
      const span = /^bytes (\d+)-(\d+)\/(\d+)$/.exec(headers['content-range'] ?? '');
      if (request.method === 'PUT' && span && (chunks += 1) === nth) {
        body = body.subarray(0, keep);
        headers['content-range'] = `bytes ${span[1]}-${Number(span[1]) + keep - 1}/${span[3]}`;
      }
      const answer = await fetch(`${origin}${request.url}`, {
        method: request.method,
        headers,
        body: request.method === 'GET' ? undefined : new Uint8Array(body),
        redirect: 'manual',
      });
      const location = answer.headers.get('location');
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'application/json',
        ...(answer.headers.get('range') ? { range: answer.headers.get('range')! } : {}),
        ...(location ? { location: location.replace(origin, url) } : {}),
      });
      response.end(Buffer.from(await answer.arrayBuffer()));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(resolve)) };
}

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

  it('uploads a file from disk a chunk at a time, resuming within a chunk Drive took only in part', async () => {
    const folder = await drive.folder(token, DRIVE_APP_FOLDER);
    const content = bytes(3 * CHUNK + 12_345);
    const dir = await mkdtemp(path.join(tmpdir(), 'drive-upload-spec-'));
    const local = path.join(dir, 'pattern.pdf');
    await writeFile(local, content);
    // Of the second chunk Drive keeps 256 KiB (its granularity): the client sends the rest again from there.
    const TAKEN = 256 * 1024;
    const partial = await takingPartOfAChunk(2, TAKEN);
    const through = new GoogleDriveFiles({ apiUrl: partial.url, timeoutMs: 10_000, chunkBytes: CHUNK });
    // Every read of a file handle (the reader's), to see what the client asks of the file at once.
    const handle = await open(local);
    const reads = jest.spyOn(
      Object.getPrototypeOf(handle) as { read: (...args: unknown[]) => unknown },
      'read',
    );
    await handle.close();
    google.resetLog();
    const asked: number[] = [];
    try {
      const file = await through.upload(token, {
        name: 'pattern.pdf',
        mimeType: 'application/pdf',
        parentId: folder,
        content: { path: local, size: content.length },
      });
      expect(file).toMatchObject({ name: 'pattern.pdf', size: content.length });
      expect(google.content(file.id)!.equals(content)).toBe(true);
    } finally {
      asked.push(...reads.mock.calls.map((call) => Number(call[2])));
      reads.mockRestore();
      await partial.close();
      await rm(dir, { recursive: true, force: true });
    }
    // Two chunks, the second taken in part; then on from where Drive stopped, 3 MiB and 12 345 bytes later the end.
    const chunks = google.requests().filter((call) => call.query.includes('upload_id='));
    expect(chunks.map((call) => call.status)).toEqual([308, 308, 308, 200]);
    // Never more than a chunk asked of the file at once; all of it read once, the part Drive did not take twice.
    expect(Math.max(...asked)).toBeLessThanOrEqual(CHUNK);
    expect(asked.reduce((sum, length) => sum + length, 0)).toBe(content.length + CHUNK - TAKEN);
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
