import {
  LOCAL_GOOGLE_ACCOUNT,
  LOCAL_GOOGLE_CLIENT,
  startFakeGoogle,
  type FakeGoogle,
} from './fake-google.js';
import { FOLDER_MIME } from './drive-store.js';
import { DRIVE_SIMPLE_UPLOAD_LIMIT } from './drive-upload.js';
import { driveCall, linkDrive, multipartBody, pdfBytes } from './fake-google.test-kit.js';

type Json = Record<string, unknown>;
let fake: FakeGoogle;
let token: string;
let folderId: string;
const json = async (response: Response) => (await response.json()) as Json;
const call = (path: string, init: RequestInit = {}) => driveCall(fake, token, path, init);
const list = async (q: string, fields = 'files(id,name,mimeType,trashed)') =>
  (await json(await call(`/drive/v3/files?q=${encodeURIComponent(q)}&fields=${encodeURIComponent(fields)}`)))
    .files as Json[];
const upload = (path: string, body: Buffer | string, headers: Record<string, string>, method = 'POST') =>
  fetch(path.startsWith('http') ? path : `${fake.uploadUrl}${path}`, {
    method,
    body,
    headers: { authorization: `Bearer ${token}`, ...headers },
  });

beforeAll(async () => {
  fake = await startFakeGoogle();
  token = (await linkDrive(fake)).access_token;
  const folder = await call('/drive/v3/files?fields=id,name,mimeType,parents', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Yarn Management', mimeType: FOLDER_MIME }),
  });
  folderId = (await json(folder)).id as string;
});
afterAll(() => fake.close());

describe('the fake Drive: files', () => {
  it("creates the app's folder and finds it by name and MIME type, with the default and chosen fields", async () => {
    const found = await list(
      `mimeType = '${FOLDER_MIME}' and name = 'Yarn Management' and trashed = false`,
      'files(id,name)',
    );
    expect(found).toEqual([{ id: folderId, name: 'Yarn Management' }]);
    const plain = await json(
      await call(`/drive/v3/files?q=${encodeURIComponent(`name = 'Yarn Management'`)}`),
    );
    expect(plain).toEqual({
      kind: 'drive#fileList',
      incompleteSearch: false,
      files: [{ kind: 'drive#file', id: folderId, name: 'Yarn Management', mimeType: FOLDER_MIME }],
    });
  });

  it('uploads a small PDF as multipart into the folder, lists it under its parent and serves its bytes and a range', async () => {
    const content = pdfBytes(40_000);
    const { body, contentType } = multipartBody(
      { name: 'Flax.pdf', parents: [folderId], appProperties: { patternId: 'p-1' } },
      content,
    );
    const created = await upload(
      '/drive/v3/files?uploadType=multipart&fields=id,name,size,mimeType,parents',
      body,
      { 'content-type': contentType },
    );
    expect(created.status).toBe(200);
    const file = await json(created);
    expect(file).toEqual({
      id: expect.any(String) as unknown,
      name: 'Flax.pdf',
      size: '40000',
      mimeType: 'application/pdf',
      parents: [folderId],
    });
    expect(await list(`'${folderId}' in parents and trashed = false`, 'files(id)')).toEqual([
      { id: file.id },
    ]);
    expect(await list(`appProperties has { key='patternId' and value='p-1' }`, 'files(id)')).toEqual([
      { id: file.id },
    ]);
    const media = await call(`/drive/v3/files/${file.id as string}?alt=media`);
    expect(media.headers.get('content-type')).toBe('application/pdf');
    expect(Buffer.from(await media.arrayBuffer()).equals(content)).toBe(true);
    const ranged = await call(`/drive/v3/files/${file.id as string}?alt=media`, {
      headers: { range: 'bytes=0-7' },
    });
    expect(ranged.status).toBe(206);
    expect(ranged.headers.get('content-range')).toBe('bytes 0-7/40000');
    expect(Buffer.from(await ranged.arrayBuffer()).toString()).toBe('%PDF-1.7');
    const meta = await json(await call(`/drive/v3/files/${file.id as string}?fields=md5Checksum,size`));
    expect(meta).toEqual({ md5Checksum: expect.stringMatching(/^[0-9a-f]{32}$/) as unknown, size: '40000' });
  });

  it('refuses multipart and media uploads above 5 MB with 413, as Drive does', async () => {
    const big = pdfBytes(DRIVE_SIMPLE_UPLOAD_LIMIT + 1);
    const { body, contentType } = multipartBody({ name: 'big.pdf' }, big);
    const multipart = await upload('/drive/v3/files?uploadType=multipart', body, {
      'content-type': contentType,
    });
    expect(multipart.status).toBe(413);
    expect(await json(multipart)).toMatchObject({ error: { code: 413, errors: [{ domain: 'global' }] } });
    expect(
      (await upload('/drive/v3/files?uploadType=media', big, { 'content-type': 'application/pdf' })).status,
    ).toBe(413);
    const small = await upload('/drive/v3/files?uploadType=media', pdfBytes(10), {
      'content-type': 'application/pdf',
    });
    expect(await json(small)).toMatchObject({ name: 'Untitled', mimeType: 'application/pdf' });
  });

  it('trashes and restores with files.update, and deletes for good with files.delete', async () => {
    const { body, contentType } = multipartBody({ name: 'Old.pdf', parents: [folderId] }, pdfBytes(100));
    const { id } = await json(
      await upload('/drive/v3/files?uploadType=multipart', body, { 'content-type': contentType }),
    );
    const patch = (change: object) =>
      call(`/drive/v3/files/${id as string}?fields=id,trashed`, {
        method: 'PATCH',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(change),
      });
    expect(await json(await patch({ trashed: true }))).toEqual({ id, trashed: true });
    expect((await list(`'${folderId}' in parents and trashed = false`)).map((file) => file.id)).not.toContain(
      id,
    );
    expect((await list(`'${folderId}' in parents`)).map((file) => file.id)).toContain(id);
    expect(await json(await patch({ trashed: false, name: 'Renamed.pdf' }))).toEqual({ id, trashed: false });
    expect((await list(`name = 'Renamed.pdf'`)).length).toBe(1);
    expect((await call(`/drive/v3/files/${id as string}`, { method: 'DELETE' })).status).toBe(204);
    const gone = await call(`/drive/v3/files/${id as string}`);
    expect(gone.status).toBe(404);
    expect(await json(gone)).toEqual({
      error: {
        code: 404,
        message: `File not found: ${id as string}.`,
        errors: [
          {
            message: `File not found: ${id as string}.`,
            domain: 'global',
            reason: 'notFound',
            location: 'fileId',
            locationType: 'parameter',
          },
        ],
      },
    });
  });

  it("shows a drive.file token only its own app's files", async () => {
    const foreign = fake.addForeignFile(LOCAL_GOOGLE_ACCOUNT.email, { name: 'Tax return.pdf' });
    const mine = (await list('trashed = false')).map((file) => file.name);
    expect(mine).toContain('Yarn Management');
    expect(mine).not.toContain('Tax return.pdf');
    expect((await call(`/drive/v3/files/${foreign.id}`)).status).toBe(404);
    const otherApp = { clientId: 'other-app', clientSecret: 'other-secret' };
    const withTwo = await startFakeGoogle({ clients: [LOCAL_GOOGLE_CLIENT, otherApp] });
    try {
      const ours = await linkDrive(withTwo);
      const theirs = await linkDrive(withTwo, {}, otherApp);
      const made = await driveCall(withTwo, ours.access_token, '/drive/v3/files', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"name":"ours"}',
      });
      const { id } = (await made.json()) as Json;
      expect((await driveCall(withTwo, theirs.access_token, `/drive/v3/files/${id as string}`)).status).toBe(
        404,
      );
      expect(withTwo.files(LOCAL_GOOGLE_ACCOUNT.email).map((file) => file.name)).toEqual(['ours']);
    } finally {
      await withTwo.close();
    }
  });

  it("answers Google's error shapes: no token 401, a bad q or fields 400, no Drive scope 403", async () => {
    const anonymous = await fetch(`${fake.apiUrl}/drive/v3/files`);
    expect(anonymous.status).toBe(401);
    expect(await json(anonymous)).toMatchObject({
      error: {
        code: 401,
        status: 'UNAUTHENTICATED',
        errors: [{ reason: 'authError', location: 'Authorization' }],
      },
    });
    const badQ = await call(`/drive/v3/files?q=${encodeURIComponent('owner likes wool')}`);
    expect(badQ.status).toBe(400);
    expect(await json(badQ)).toMatchObject({
      error: {
        code: 400,
        message: 'Invalid Value',
        errors: [{ reason: 'invalid', location: 'q', locationType: 'parameter' }],
      },
    });
    const badFields = await call('/drive/v3/files?fields=files(colour)');
    expect(await json(badFields)).toMatchObject({
      error: { code: 400, message: 'Invalid field selection files/colour' },
    });
    const emailOnly = await linkDrive(fake, { scope: 'email' });
    const forbidden = await driveCall(fake, emailOnly.access_token, '/drive/v3/files');
    expect(forbidden.status).toBe(403);
    expect(await json(forbidden)).toMatchObject({
      error: { status: 'PERMISSION_DENIED', errors: [{ reason: 'insufficientPermissions' }] },
    });
  });

  it('pages a list with pageSize and nextPageToken', async () => {
    for (const name of ['a', 'b', 'c'])
      await call('/drive/v3/files', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ name: `page-${name}`, parents: [folderId] }),
      });
    const q = encodeURIComponent(`name contains 'page' and '${folderId}' in parents`);
    const first = await json(
      await call(`/drive/v3/files?q=${q}&pageSize=2&orderBy=name&fields=nextPageToken,files(name)`),
    );
    expect(first.files).toEqual([{ name: 'page-a' }, { name: 'page-b' }]);
    const second = await json(
      await call(
        `/drive/v3/files?q=${q}&pageSize=2&orderBy=name&pageToken=${first.nextPageToken as string}&fields=nextPageToken,files(name)`,
      ),
    );
    expect(second).toEqual({ files: [{ name: 'page-c' }] });
  });
});
