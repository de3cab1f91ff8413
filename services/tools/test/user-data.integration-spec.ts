import {
  ACCOUNT_DATA_MESSAGES,
  PDF_PROCESSOR_API,
  USER_DATA_ERASE_SCOPE,
  USER_DATA_INTERNAL_API,
  type PdfProcessing,
  type UserDataPart,
} from '@yarn-mgmt/contracts';
import { signServiceToken } from '@yarn-mgmt/nest-kit';
import type { TestUser } from '@yarn-mgmt/testing';
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

// The tools service's part of a user's data as the account service asks for it (export, import, discard, erase):
// the PDF processor's uploads and their files. A hat PDF is 8 346 bytes: the storage limit holds three.
const suite = toolsSuite('tools_user_data', { STORAGE_LIMIT_BYTES: '30000' });
const HAT_BYTES = 8_346;

const upload = async (user: TestUser) => {
  const answer = await suite.call('POST', PDF_PROCESSOR_API.upload, {
    token: user.token,
    form: pdfForm(await hatPdf(), 'harbour-hat.pdf'),
  });
  expect(answer.status).toBe(201);
  return answer.body as PdfProcessing;
};
const exportPart = async (user: TestUser, files = true) => {
  const answer = await suite.call('GET', `${USER_DATA_INTERNAL_API.export}?files=${files}`, {
    token: user.token,
  });
  expect(answer.status).toBe(200);
  return answer.body as UserDataPart;
};
const importPart = (user: TestUser, part: UserDataPart, maps = {}) =>
  suite.call('POST', USER_DATA_INTERNAL_API.import, { token: user.token, body: { part, maps } });
const filesOf = async (user: TestUser) =>
  (await readdir(path.join(suite.harness.filesDir, user.id)).catch(() => [])).sort();
const eraseToken = (user: TestUser) =>
  signServiceToken(
    { privateKey: suite.harness.keys.privateKey, kid: suite.harness.keys.kid },
    { service: 'account', scope: USER_DATA_ERASE_SCOPE, userId: user.id },
    { issuer: 'yarn-mgmt' },
  );

const ann = () => suite.harness.user('ann');
const bob = () => suite.harness.user('bob');
const annPattern = randomUUID();
let annPart: UserDataPart;
let reading = '';
let done = '';

beforeAll(async () => {
  // A finished upload saved to a library pattern, one whose OCR failed, and a scan still being read.
  done = (await upload(ann())).id;
  const failed = (await upload(ann())).id;
  reading = (await upload(ann())).id;
  await suite.query('UPDATE pdf_uploads SET pattern_id = $1 WHERE id = $2', [annPattern, done]);
  await suite.query(
    `UPDATE pdf_uploads SET status = 'failed', error = 'The scanned pages could not be read by OCR' WHERE id = $1`,
    [failed],
  );
  await suite.query(
    `UPDATE pdf_uploads SET status = 'processing', text_source = 'ocr', ocr_percent = 40, result = NULL
     WHERE id = $1`,
    [reading],
  );
});

describe('GET /internal/user-data/export', () => {
  it("gives the user's finished uploads with their PDFs, and leaves the one still being read behind", async () => {
    annPart = await exportPart(ann());
    const rows = annPart.tables.pdf_uploads;
    expect(annPart.service).toBe('tools');
    expect(rows.map((row) => row.status).sort()).toEqual(['done', 'failed']);
    expect(rows.map((row) => row.id)).not.toContain(reading);
    expect(rows.find((row) => row.id === done)).toMatchObject({
      file_name: 'harbour-hat.pdf',
      size_bytes: HAT_BYTES,
      pattern_id: annPattern,
      result: { analysis: { title: 'Harbour Hat', author: 'Jane Doe' } },
    });
    expect(rows[0]).not.toHaveProperty('user_id');
    const stored = await readFile(path.join(suite.harness.filesDir, ann().id, `${done}.pdf`));
    expect(annPart.files).toHaveLength(2);
    expect(annPart.files.find((file) => file.row_id === done)).toEqual({
      table: 'pdf_uploads',
      row_id: done,
      content_base64: stored.toString('base64'),
    });
    // Without photos and files: the rows only.
    const bare = await exportPart(ann(), false);
    expect(bare.files).toEqual([]);
    expect(bare.tables.pdf_uploads).toHaveLength(2);
    // Another user's export holds none of them.
    expect((await exportPart(bob())).tables.pdf_uploads).toEqual([]);
  });
});

describe('POST /internal/user-data/import', () => {
  it('restores the uploads as new rows of the caller, with their files and the pattern they were saved to', async () => {
    const bobPattern = randomUUID();
    const answer = await importPart(bob(), annPart, { patterns: { [annPattern]: bobPattern } });
    expect(answer).toMatchObject({
      status: 200,
      body: { counts: { pdf_uploads: 2 }, files: 2, skipped: 0 },
    });
    const newId = (answer.body as { ids: Record<string, string> }).ids[done];
    expect(newId).not.toBe(done);
    const [row] = await suite.query('SELECT * FROM pdf_uploads WHERE id = $1', [newId]);
    expect(row).toMatchObject({
      user_id: bob().id,
      storage_key: `${bob().id}/${newId}.pdf`,
      pattern_id: bobPattern,
      status: 'done',
    });
    // Bob reads it as his own upload; Ann's is still hers alone.
    const read = await suite.call('GET', PDF_PROCESSOR_API.result(newId), { token: bob().token });
    expect(read).toMatchObject({
      status: 200,
      body: { id: newId, status: 'done', analysis: { title: 'Harbour Hat' } },
    });
    expect((await suite.call('GET', PDF_PROCESSOR_API.result(done), { token: bob().token })).status).toBe(
      404,
    );
    expect(await readFile(path.join(suite.harness.filesDir, bob().id, `${newId}.pdf`))).toEqual(
      await readFile(path.join(suite.harness.filesDir, ann().id, `${done}.pdf`)),
    );
  });

  it('refuses an upload still being read, and an import past the storage limit, keeping nothing', async () => {
    const before = await suite.count('pdf_uploads', 'user_id = $1', [bob().id]);
    const filesBefore = await filesOf(bob());
    const inProgress = structuredClone(annPart);
    inProgress.tables.pdf_uploads[0].status = 'processing';
    expect(await importPart(bob(), inProgress)).toMatchObject({
      status: 400,
      body: {
        error: 'This export contains invalid data: pdf_uploads[0]: status must be one of done, failed',
      },
    });
    // Bob keeps two hats; two more would pass his 30 000 bytes.
    expect(await importPart(bob(), annPart)).toMatchObject({
      status: 413,
      body: { error: ACCOUNT_DATA_MESSAGES.storageFull },
    });
    expect(await suite.count('pdf_uploads', 'user_id = $1', [bob().id])).toBe(before);
    expect(await filesOf(bob())).toEqual(filesBefore);
  });

  it('discards exactly what one import created, files included', async () => {
    const cat = suite.harness.user('cat');
    const own = await upload(cat);
    const answer = await importPart(cat, annPart);
    const { created } = answer.body as { created: Record<string, string[]> };
    expect(await filesOf(cat)).toHaveLength(3);
    const discarded = await suite.call('POST', USER_DATA_INTERNAL_API.discard, {
      token: cat.token,
      body: { created },
    });
    expect(discarded).toMatchObject({ status: 200, body: { rows: 2, files: 2 } });
    expect(await filesOf(cat)).toEqual([`${own.id}.pdf`]);
  });
});

describe('POST /internal/user-data/erase', () => {
  it("removes every upload of the user and its file, the one being read too, and nobody else's", async () => {
    const erase = (token: string) => suite.call('POST', USER_DATA_INTERNAL_API.erase, { token, body: {} });
    // The user's own token is not enough: only the account service's token of that scope.
    expect((await erase(ann().token)).status).toBe(401);
    expect(await erase(eraseToken(ann()))).toMatchObject({ status: 200, body: { rows: 3, files: 3 } });
    expect(await suite.count('pdf_uploads', 'user_id = $1', [ann().id])).toBe(0);
    expect(await filesOf(ann())).toEqual([]);
    expect(await erase(eraseToken(ann()))).toMatchObject({ status: 200, body: { rows: 0, files: 0 } });
    expect(await suite.count('pdf_uploads', 'user_id = $1', [bob().id])).toBe(2);
    expect(await filesOf(bob())).toHaveLength(2);
  });
});
