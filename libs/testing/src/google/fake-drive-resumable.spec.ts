import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LOCAL_GOOGLE_ACCOUNT, startFakeGoogle, type FakeGoogle } from './fake-google.js';
import { DRIVE_CHUNK_GRANULARITY } from './drive-upload.js';
import { driveCall, googleToken, linkDrive, pdfBytes } from './fake-google.test-kit.js';

type Json = Record<string, unknown>;
let fake: FakeGoogle;
let token: string;
beforeAll(async () => {
  fake = await startFakeGoogle();
  token = (await linkDrive(fake)).access_token;
});
afterAll(() => fake.close());
afterEach(() => fake.clearFailures());

async function startSession(size: number | null, name = 'Big pattern.pdf'): Promise<string> {
  const response = await fetch(
    `${fake.uploadUrl}/drive/v3/files?uploadType=resumable&fields=id,name,size,mimeType`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json; charset=UTF-8',
        'x-upload-content-type': 'application/pdf',
        ...(size === null ? {} : { 'x-upload-content-length': String(size) }),
      },
      body: JSON.stringify({ name }),
    },
  );
  expect(response.status).toBe(200);
  return response.headers.get('location')!;
}

const put = (session: string, body: Buffer, range: string) =>
  fetch(session, { method: 'PUT', body, headers: { 'content-range': range } });

describe('the fake Drive: resumable uploads', () => {
  it('takes a file over 5 MB in chunks: 308 with the Range received after each, the file after the last', async () => {
    const content = pdfBytes(6 * 1024 * 1024 + 123);
    const session = await startSession(content.length);
    expect(new URL(session).searchParams.get('upload_id')).toEqual(expect.any(String));
    const chunk = 8 * DRIVE_CHUNK_GRANULARITY;
    let answer: Response | undefined;
    for (let start = 0; start < content.length; start += chunk) {
      const end = Math.min(start + chunk, content.length) - 1;
      answer = await put(
        session,
        content.subarray(start, end + 1),
        `bytes ${start}-${end}/${content.length}`,
      );
      if (end + 1 < content.length) {
        expect(answer.status).toBe(308);
        expect(answer.headers.get('range')).toBe(`bytes=0-${end}`);
      }
    }
    expect(answer!.status).toBe(200);
    const file = (await answer!.json()) as Json;
    expect(file).toEqual({
      id: expect.any(String) as unknown,
      name: 'Big pattern.pdf',
      size: String(content.length),
      mimeType: 'application/pdf',
    });
    expect(fake.content(file.id as string)!.equals(content)).toBe(true);
    const media = await driveCall(fake, token, `/drive/v3/files/${file.id as string}?alt=media`);
    expect(Buffer.from(await media.arrayBuffer()).equals(content)).toBe(true);
  });

  it('says where an interrupted upload stands and resumes from there', async () => {
    const content = pdfBytes(3 * DRIVE_CHUNK_GRANULARITY + 10);
    const session = await startSession(content.length);
    const status = await put(session, Buffer.alloc(0), `bytes */${content.length}`);
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBeNull();
    expect(
      (
        await put(
          session,
          content.subarray(0, DRIVE_CHUNK_GRANULARITY),
          `bytes 0-${DRIVE_CHUNK_GRANULARITY - 1}/${content.length}`,
        )
      ).status,
    ).toBe(308);
    fake.injectFailures({ status: 503, path: '/upload/drive/v3/files' });
    const lost = await put(
      session,
      content.subarray(DRIVE_CHUNK_GRANULARITY, 2 * DRIVE_CHUNK_GRANULARITY),
      `bytes ${DRIVE_CHUNK_GRANULARITY}-${2 * DRIVE_CHUNK_GRANULARITY - 1}/${content.length}`,
    );
    expect(lost.status).toBe(503);
    const where = await put(session, Buffer.alloc(0), `bytes */${content.length}`);
    expect(where.headers.get('range')).toBe(`bytes=0-${DRIVE_CHUNK_GRANULARITY - 1}`);
    const rest = await put(
      session,
      content.subarray(DRIVE_CHUNK_GRANULARITY),
      `bytes ${DRIVE_CHUNK_GRANULARITY}-${content.length - 1}/${content.length}`,
    );
    expect(rest.status).toBe(200);
    const { id } = (await rest.json()) as Json;
    expect(fake.content(id as string)!.equals(content)).toBe(true);
    const after = await put(session, Buffer.alloc(0), `bytes */${content.length}`);
    expect(after.status).toBe(200);
  });

  it('refuses a chunk past what it has, and a small chunk that is not the last', async () => {
    const content = pdfBytes(2 * DRIVE_CHUNK_GRANULARITY + 1);
    const session = await startSession(null);
    const skipped = await put(
      session,
      content.subarray(DRIVE_CHUNK_GRANULARITY),
      `bytes ${DRIVE_CHUNK_GRANULARITY}-${content.length - 1}/*`,
    );
    expect(skipped.status).toBe(400);
    expect(JSON.stringify(await skipped.json())).toContain('exceeds already uploaded size of 0 byte(s)');
    const small = await put(session, content.subarray(0, 1000), 'bytes 0-999/*');
    expect(small.status).toBe(400);
    expect(JSON.stringify(await small.json())).toContain('equal or greater than 262144');
    expect(
      (
        await put(
          session,
          content.subarray(0, DRIVE_CHUNK_GRANULARITY),
          `bytes 0-${DRIVE_CHUNK_GRANULARITY - 1}/*`,
        )
      ).status,
    ).toBe(308);
    const last = await put(
      session,
      content.subarray(DRIVE_CHUNK_GRANULARITY),
      `bytes ${DRIVE_CHUNK_GRANULARITY}-${content.length - 1}/${content.length}`,
    );
    expect(last.status).toBe(200);
  });

  it('answers 404 for an unknown session', async () => {
    const response = await fetch(`${fake.uploadUrl}/drive/v3/files?uploadType=resumable&upload_id=nothing`, {
      method: 'PUT',
      body: 'x',
    });
    expect(response.status).toBe(404);
  });
});

describe('the fake Google in local mode (stateDir)', () => {
  it('keeps grants, files and their contents across a restart', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'fake-google-'));
    try {
      const first = await startFakeGoogle({ stateDir: dir });
      const tokens = await linkDrive(first);
      const made = await driveCall(first, tokens.access_token, '/upload/drive/v3/files?uploadType=media', {
        method: 'POST',
        headers: { 'content-type': 'application/pdf' },
        body: pdfBytes(2000),
      });
      const { id } = (await made.json()) as Json;
      await first.close();
      const second = await startFakeGoogle({ stateDir: dir });
      try {
        const refreshed = (await (
          await googleToken(second, { grant_type: 'refresh_token', refresh_token: tokens.refresh_token! })
        ).json()) as Json;
        const media = await driveCall(
          second,
          refreshed.access_token as string,
          `/drive/v3/files/${id as string}?alt=media`,
        );
        expect(Buffer.from(await media.arrayBuffer()).equals(pdfBytes(2000))).toBe(true);
        expect(second.files(LOCAL_GOOGLE_ACCOUNT.email)).toHaveLength(1);
      } finally {
        await second.close();
      }
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
