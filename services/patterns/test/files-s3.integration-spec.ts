import { PatternSchema, type Pattern } from '@yarn-mgmt/contracts';
import { drawYarnPicture, makePatternPdf } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { PatternCoversService } from '../src/covers/pattern-covers.service.js';
import { patternsSuite, pdfForm } from './helpers.js';

// FILE_STORAGE=s3: the pattern PDFs and their covers go to a local S3-protocol server (s3rver), as every replica
// would share them; the cover of an uploaded PDF is drawn from the PDF read back from the bucket.
const suite = patternsSuite('patterns_files_s3', {}, undefined, { fileStorage: 's3' });
const { call, create, attach, fetchFile } = suite;

const keys = () => suite.harness.s3!.keys();
const diskFiles = () => readdir(suite.harness.filesDir, { recursive: true });
const readPattern = async (token: string, id: string) =>
  PatternSchema.parse((await call('GET', `/patterns/${id}`, { token })).body);
const storageKeys = async (table: string, patternId: string) =>
  (
    await suite.query<{ storage_key: string }>(`SELECT storage_key FROM ${table} WHERE pattern_id = $1`, [
      patternId,
    ])
  ).map((row) => `patterns/${row.storage_key}`);

describe('pattern PDFs and covers kept in S3', () => {
  it('stores a PDF and the cover drawn from it in the bucket, serves both, and removes them', async () => {
    const ann = suite.harness.user('ann');
    const pattern = await create(ann.token, { title: 'Harbour Hat' });
    const pdf = Buffer.from(
      await makePatternPdf('Harbour Hat\nYarn: DK', { pictures: [{ width: 200, height: 260, hue: 200 }] }),
    );
    await attach(ann.token, pattern.id, pdf, 'harbour-hat.pdf');
    await suite.harness.app.get(PatternCoversService).idle();
    const covered: Pattern = await readPattern(ann.token, pattern.id);
    expect(covered.cover_source).toBe('pdf');
    const [pdfKey] = await storageKeys('pattern_files', pattern.id);
    const [coverKey] = await storageKeys('pattern_covers', pattern.id);
    expect(pdfKey).toMatch(new RegExp(`^patterns/${ann.id}/[0-9a-f-]{36}\\.pdf$`));
    expect(coverKey).toMatch(new RegExp(`^patterns/${ann.id}/[0-9a-f-]{36}\\.cover$`));
    expect(await keys()).toEqual([pdfKey, coverKey].sort());
    expect(await diskFiles()).toEqual([]);

    for (const route of ['view', 'download']) {
      const served = await fetchFile(`/patterns/${pattern.id}/${route}`, ann.token);
      expect([served.status, served.type]).toEqual([200, 'application/pdf']);
      expect(served.bytes.equals(pdf)).toBe(true);
    }
    const cover = await fetchFile(covered.image_url!, ann.token);
    expect([cover.status, cover.type]).toEqual([200, 'image/webp']);
    const bob = suite.harness.user('bob').token;
    expect((await fetchFile(`/patterns/${pattern.id}/download`, bob)).status).toBe(404);
    expect((await fetchFile(covered.image_url!, bob)).status).toBe(404);

    // The user's own photo replaces the drawn cover: the old object goes.
    const photo = Buffer.from(drawYarnPicture({ width: 40, height: 30, hue: 30 }));
    const form = pdfForm(photo, 'cover.png', 'image/png', 'cover');
    const replaced = await call('PUT', `/patterns/${pattern.id}/cover`, { token: ann.token, form });
    expect(replaced.status).toBe(200);
    const [photoKey] = await storageKeys('pattern_covers', pattern.id);
    expect(await keys()).toEqual([pdfKey, photoKey].sort());
    const mine = await fetchFile(PatternSchema.parse(replaced.body).image_url!, ann.token);
    expect(mine.bytes.equals(photo)).toBe(true);

    expect((await call('DELETE', `/patterns/${pattern.id}/file`, { token: ann.token })).status).toBe(204);
    expect(await keys()).toEqual([photoKey]);
    expect((await fetchFile(`/patterns/${pattern.id}/download`, ann.token)).status).toBe(404);
    expect((await call('DELETE', `/patterns/${pattern.id}`, { token: ann.token })).status).toBe(204);
    expect(await keys()).toEqual([]);
    expect(await diskFiles()).toEqual([]);
  });

  it('keeps nothing in the bucket of an upload that is not a PDF', async () => {
    const ann = suite.harness.user('ann');
    const pattern = await create(ann.token);
    const fake = await call('POST', `/patterns/${pattern.id}/file`, {
      token: ann.token,
      form: pdfForm(Buffer.from('PK\u0003\u0004 a zip, honest')),
    });
    expect(fake).toMatchObject({ status: 400, body: { code: 'FILE_NOT_PDF' } });
    expect(await keys()).toEqual([]);
  });
});
