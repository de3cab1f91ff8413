/* eslint-disable @typescript-eslint/no-unsafe-member-access --
 * response bodies are JSON read field by field; the contract schemas parse the ones whose shape matters.
 */
import {
  DRIVE_FILE_LINK_TTL_SECONDS,
  DriveFileLinkQuerySchema,
  PATTERN_DRIVE_FILES_API,
  PATTERN_DRIVE_FILES_SCOPE,
  PATTERN_EXTERNAL_SYNC_SCOPE,
  PATTERN_PDF_MAX_BYTES,
  PatternDriveFileListSchema,
  PatternDrivePlacedInputSchema,
  PatternDriveTrashedInputSchema,
  PatternSchema,
  USER_DATA_INTERNAL_API,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import { verifyDriveFileLink } from '@yarn-mgmt/nest-kit/storage';
import { fuzzEndpoint, type TestUser } from '@yarn-mgmt/testing';
import fc from 'fast-check';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PDF, patternsSuite } from './helpers.js';

// The account service's drive-files job moves a user's PDFs to their Google Drive and back through these routes.
const SECRET = 'test-file-link-secret-of-at-least-32-chars';
const suite = patternsSuite('patterns_drive_files');
const { call, create, attach } = suite;
const api = PATTERN_DRIVE_FILES_API;

const serviceToken = (user: TestUser, scope = PATTERN_DRIVE_FILES_SCOPE) =>
  signServiceToken(
    { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
    { service: 'account', scope, userId: user.id },
    { issuer: 'yarn-mgmt' },
  );
const asJob = (user: TestUser) => ({ authorization: `Bearer ${serviceToken(user)}` });

const list = async (user: TestUser) =>
  PatternDriveFileListSchema.parse(ok(await call('GET', api.list, { token: serviceToken(user) })).body);
const ok = <T extends { status: number }>(reply: T, status = 200): T => {
  expect(reply.status).toBe(status);
  return reply;
};
const raw = async (method: string, path: string, headers: Record<string, string>, body?: Buffer) => {
  const response = await fetch(`${suite.harness.url}${path}`, {
    method,
    headers,
    body: body ? new Uint8Array(body) : undefined,
    redirect: 'manual',
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: Buffer.from(await response.arrayBuffer()),
  };
};
const storedCount = async () =>
  (await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  ).length;

/** Whether a file being written (`.part`) shows in the storage with some bytes in it, within 20 s. */
const partWritten = async () => {
  for (const deadline = Date.now() + 20_000; Date.now() < deadline; await sleep(50)) {
    const entries = await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true });
    for (const entry of entries.filter((one) => one.isFile() && one.name.endsWith('.part')))
      if ((await stat(path.join(entry.parentPath, entry.name)).catch(() => null))?.size) return true;
  }
  return false;
};

/** A body sent as it is made, a MiB at a time after `head`, `size` bytes in all; `pause` runs once 2 MiB went. */
const streamed = (head: Buffer, size: number, pause: () => Promise<unknown> = () => Promise.resolve()) => {
  const piece = Buffer.alloc(1024 * 1024, 7);
  let sent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (sent >= size) return controller.close();
      if (sent >= 2 * piece.length && sent - piece.length < 2 * piece.length) await pause();
      const chunk = sent === 0 ? head : piece.subarray(0, Math.min(piece.length, size - sent));
      controller.enqueue(new Uint8Array(chunk));
      sent += chunk.length;
    },
  });
};

describe('pattern PDFs moved to Google Drive and back', () => {
  it('lists the files, hands their bytes over, forgets them once in Drive, and serves View from Drive', async () => {
    const ann = suite.harness.user('ann');
    const hat = await create(ann.token, { title: 'Fair Isle Hat' });
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 7)]);
    await attach(ann.token, hat.id, big, 'hat.pdf');
    const before = await storedCount();

    const [file] = (await list(ann)).files;
    expect(file).toMatchObject({
      pattern_id: hat.id,
      name: 'hat.pdf',
      size: big.length,
      title: 'Fair Isle Hat',
    });
    expect(file.drive_file_id).toBeNull();
    const bytes = await raw('GET', api.content(hat.id), asJob(ann));
    expect(bytes.status).toBe(200);
    expect(bytes.bytes.equals(big)).toBe(true);

    ok(
      await call('POST', api.placed(hat.id), {
        token: serviceToken(ann),
        body: { file_id: file.file_id, drive_file_id: 'drv-hat-1' },
      }),
      204,
    );
    expect(await storedCount()).toBe(before - 1);
    const pattern = PatternSchema.parse(
      ok(await call('GET', `/patterns/${hat.id}`, { token: ann.token })).body,
    );
    // 'File Available': the cloud file id; the name and size stay.
    expect(pattern.google_drive_file_id).toBe('drv-hat-1');
    expect(pattern.file).toMatchObject({ name: 'hat.pdf', size: big.length });
    expect(ok(await call('GET', `/patterns?has_file=true`, { token: ann.token })).body.total).toBe(1);
    expect((await list(ann)).files[0].drive_file_id).toBe('drv-hat-1');
    expect((await raw('GET', api.content(hat.id), asJob(ann))).status).toBe(404);
    // The platform's storage bar no longer counts it.
    expect((await call('GET', USER_DATA_INTERNAL_API.storage, { token: ann.token })).body).toMatchObject({
      bytes: 0,
      files: 0,
      pattern_count: 1,
    });

    // View and Download go to the account service's signed Drive route, bound to the owner.
    for (const kind of ['view', 'download'] as const) {
      const answer = await raw('GET', `/patterns/${hat.id}/${kind}`, {
        authorization: `Bearer ${ann.token}`,
      });
      expect(answer.status).toBe(302);
      const location = answer.headers.get('location') ?? '';
      expect(location).toMatch(new RegExp(`^/api/integrations/google-drive/files/${hat.id}/${kind}\\?`));
      const query = DriveFileLinkQuerySchema.parse(
        Object.fromEntries(new URL(location, 'http://x').searchParams),
      );
      const now = Math.floor(Date.now() / 1000);
      expect(Number(query.exp)).toBeLessThanOrEqual(now + DRIVE_FILE_LINK_TTL_SECONDS);
      expect(verifyDriveFileLink(SECRET, hat.id, kind, query, now)).toEqual({
        userId: ann.id,
        patternId: hat.id,
        driveFileId: 'drv-hat-1',
        kind,
        name: 'Fair Isle Hat',
      });
    }
    // Nobody else is sent anywhere.
    const bob = suite.harness.user('bob');
    expect(
      (await raw('GET', `/patterns/${hat.id}/view`, { authorization: `Bearer ${bob.token}` })).status,
    ).toBe(404);
    expect((await raw('GET', `/patterns/${hat.id}/view`, {})).status).toBe(404);

    // Back: the bytes are stored again, View streams them here.
    const back = await raw(
      'PUT',
      `${api.content(hat.id)}?drive_file_id=drv-hat-1`,
      { ...asJob(ann), 'content-type': 'application/pdf' },
      big,
    );
    expect(back.status).toBe(204);
    expect(await storedCount()).toBe(before);
    const again = PatternSchema.parse(
      ok(await call('GET', `/patterns/${hat.id}`, { token: ann.token })).body,
    );
    expect(again.google_drive_file_id).toBeNull();
    const view = await raw('GET', `/patterns/${hat.id}/view`, { authorization: `Bearer ${ann.token}` });
    expect(view.status).toBe(200);
    expect(view.bytes.equals(big)).toBe(true);
  });

  it('refuses a stale move (the file replaced meanwhile) and keeps a replaced Drive copy for the trash', async () => {
    const ann = suite.harness.user('ann-stale');
    const mitts = await create(ann.token, { title: 'Mitts' });
    await attach(ann.token, mitts.id, PDF, 'v1.pdf');
    const [v1] = (await list(ann)).files;
    await attach(ann.token, mitts.id, PDF, 'v2.pdf');
    const placed = (fileId: string, driveFileId: string) =>
      call('POST', api.placed(mitts.id), {
        token: serviceToken(ann),
        body: { file_id: fileId, drive_file_id: driveFileId },
      });
    expect(await placed(v1.file_id, 'drv-old')).toMatchObject({ status: 409, body: { code: 'FILE_MOVED' } });
    const [v2] = (await list(ann)).files;
    ok(await placed(v2.file_id, 'drv-v2'), 204);
    // Placed twice: the bytes are gone already.
    expect((await placed(v2.file_id, 'drv-v2b')).status).toBe(409);
    // Bytes back for another Drive file than the row's: refused, nothing kept.
    const files = await storedCount();
    const wrong = await raw(
      'PUT',
      `${api.content(mitts.id)}?drive_file_id=drv-other`,
      { ...asJob(ann), 'content-type': 'application/pdf' },
      PDF,
    );
    expect(wrong.status).toBe(409);
    const notPdf = await raw(
      'PUT',
      `${api.content(mitts.id)}?drive_file_id=drv-v2`,
      { ...asJob(ann), 'content-type': 'application/pdf' },
      Buffer.from('PK\u0003\u0004 not a pdf'),
    );
    expect(notPdf.status).toBe(400);
    expect(await storedCount()).toBe(files);

    // A new upload replaces the Drive-held file: its Drive copy waits for the job to trash it.
    await attach(ann.token, mitts.id, PDF, 'v3.pdf');
    const after = await list(ann);
    expect(after.trash).toEqual(['drv-v2']);
    expect(after.files[0]).toMatchObject({ name: 'v3.pdf', drive_file_id: null });
    ok(
      await call('POST', api.trashed, { token: serviceToken(ann), body: { drive_file_ids: ['drv-v2'] } }),
      204,
    );
    expect((await list(ann)).trash).toEqual([]);
    // A pattern deleted while its file is in Drive: the copy is remembered too.
    const [v3] = after.files;
    ok(await placed(v3.file_id, 'drv-v3'), 204);
    ok(await call('DELETE', `/patterns/${mitts.id}`, { token: ann.token }), 204);
    expect((await list(ann)).trash).toEqual(['drv-v3']);
  });

  it("never touches another user's files, and takes only a service token of its scope", async () => {
    const ann = suite.harness.user('ann-own');
    const bob = suite.harness.user('bob-own');
    const hat = await create(ann.token);
    await attach(ann.token, hat.id);
    const [file] = (await list(ann)).files;
    expect((await list(bob)).files).toEqual([]);
    expect((await raw('GET', api.content(hat.id), asJob(bob))).status).toBe(404);
    expect(
      (
        await call('POST', api.placed(hat.id), {
          token: serviceToken(bob),
          body: { file_id: file.file_id, drive_file_id: 'drv-x' },
        })
      ).status,
    ).toBe(404);
    expect((await call('GET', api.list, {})).status).toBe(401);
    expect((await call('GET', api.list, { token: ann.token })).status).toBe(401);
    expect(
      (await call('GET', api.list, { token: serviceToken(ann, PATTERN_EXTERNAL_SYNC_SCOPE) })).status,
    ).toBe(403);
    expect((await raw('GET', api.content('not-a-uuid'), asJob(ann))).status).toBe(404);
    expect((await list(ann)).files[0].drive_file_id).toBeNull();
  });
});

describe('pattern PDFs back from Drive, streamed into the storage', () => {
  const back = async (user: TestUser, patternId: string, body: ReadableStream<Uint8Array>) => {
    const response = await fetch(`${suite.harness.url}${api.content(patternId)}?drive_file_id=drv-long`, {
      method: 'PUT',
      headers: { ...asJob(user), 'content-type': 'application/pdf' },
      body,
      duplex: 'half',
    });
    return { status: response.status, body: (await response.json().catch(() => ({}))) as { code?: string } };
  };

  it('keeps the bytes as they come; past the size limit a 413 and nothing kept, a non-PDF a 400', async () => {
    const ann = suite.harness.user('ann-long');
    const shawl = await create(ann.token, { title: 'Shawl' });
    const size = 3 * 1024 * 1024 + 5;
    const original = Buffer.concat([PDF, Buffer.alloc(size - PDF.length, 7)]);
    await attach(ann.token, shawl.id, original, 'shawl.pdf');
    const [file] = (await list(ann)).files;
    ok(
      await call('POST', api.placed(shawl.id), {
        token: serviceToken(ann),
        body: { file_id: file.file_id, drive_file_id: 'drv-long' },
      }),
      204,
    );
    const before = await storedCount();

    // A MiB past the limit: the bytes already there reach the storage while the rest is still on its way.
    let seen = false;
    const pause = async () => void (seen = await partWritten());
    const tooLarge = await back(ann, shawl.id, streamed(PDF, PATTERN_PDF_MAX_BYTES + 1024 * 1024, pause));
    expect(seen).toBe(true);
    expect(tooLarge).toMatchObject({ status: 413, body: { code: 'FILE_TOO_LARGE' } });
    expect(await storedCount()).toBe(before);

    // Several MiB whose first bytes are not a PDF's.
    const notPdf = await back(ann, shawl.id, streamed(Buffer.from('PK\u0003\u0004 zip'), 3 * 1024 * 1024));
    expect(notPdf).toMatchObject({ status: 400, body: { code: 'FILE_NOT_PDF' } });
    expect(await storedCount()).toBe(before);
    expect((await list(ann)).files[0].drive_file_id).toBe('drv-long');

    // The PDF of several MiB comes back whole.
    expect((await back(ann, shawl.id, streamed(PDF, size))).status).toBe(204);
    expect(await storedCount()).toBe(before + 1);
    expect((await list(ann)).files[0].drive_file_id).toBeNull();
    expect((await raw('GET', api.content(shawl.id), asJob(ann))).bytes.equals(original)).toBe(true);
  }, 60_000);
});

describe('hostile drive-files calls', () => {
  let fuzzer: TestUser;
  let patternId = '';
  beforeAll(async () => {
    fuzzer = suite.harness.user('fuzzer');
    patternId = (await create(fuzzer.token)).id;
    await attach(fuzzer.token, patternId);
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    name: 'POST /internal/patterns/drive-files/:patternId/placed',
    path: () => api.placed(patternId),
    schema: PatternDrivePlacedInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { file_id: '0b7e6f0e-5a4c-4d2b-9a57-1f0c1c9d4a11', drive_file_id: 'drv-f' },
    maxAccepted: 20,
    runs: 300,
  });
  // The bytes back from Drive for a file that is not there: any body, any type, refused and nothing kept.
  fuzzEndpoint(() => suite.harness, {
    method: 'PUT',
    name: 'PUT /internal/patterns/drive-files/:patternId/content (any bytes)',
    path: () => `${api.content(patternId)}?drive_file_id=drv-f`,
    as: () => ({ token: serviceToken(fuzzer) }),
    requests: fc
      .tuple(
        fc.oneof(
          fc.string({ maxLength: 300 }),
          fc.string({ maxLength: 300 }).map((text) => `%PDF-${text}`),
        ),
        fc.constantFrom('application/pdf', 'application/octet-stream', 'application/json', 'text/plain'),
      )
      .map(([body, contentType]) => ({ body, contentType })),
    runs: 200,
  });
  fuzzEndpoint(() => suite.harness, {
    method: 'POST',
    path: () => api.trashed,
    schema: PatternDriveTrashedInputSchema,
    as: () => ({ token: serviceToken(fuzzer) }),
    valid: { drive_file_ids: ['drv-f'] },
    maxAccepted: 40,
    runs: 300,
  });
});
