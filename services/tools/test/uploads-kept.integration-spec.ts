import { PDF_PROCESSOR_API, type PdfProcessing } from '@yarn-mgmt/contracts';
import { readdir } from 'node:fs/promises';
import { UploadRetention } from '../src/pdf-processor/upload-retention.js';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

const suite = toolsSuite('tools_uploads_kept', {
  STORAGE_LIMIT_BYTES: '12000',
  PDF_UPLOAD_RETENTION_HOURS: '24',
});
const upload = async (token: string) =>
  suite.call('POST', PDF_PROCESSOR_API.upload, { token, form: pdfForm(await hatPdf()) });

describe('what the PDF processor keeps', () => {
  it("counts uploads against the user's storage: past it, 413 storage full and nothing kept", async () => {
    const token = suite.token();
    const first = await upload(token);
    expect(first.status).toBe(201);
    const size = (first.body as PdfProcessing).sizeBytes;
    // The limit holds one hat and part of a second.
    expect(size).toBeGreaterThan(6_000);
    expect(await upload(token)).toMatchObject({
      status: 413,
      body: { error: 'Your storage is full: delete some files or photos and try again' },
    });
    // Another user's storage is their own.
    expect((await upload(suite.token())).status).toBe(201);
  });

  it('removes uploads past PDF_UPLOAD_RETENTION_HOURS with their files, and keeps the rest', async () => {
    const token = suite.token();
    const old = (await upload(token)).body as PdfProcessing;
    await suite.query(`UPDATE pdf_uploads SET created_at = now() - interval '25 hours' WHERE id = $1`, [
      old.id,
    ]);
    const kept = await suite.count('pdf_uploads');
    expect(await suite.harness.app.get(UploadRetention).sweep()).toBe(1);
    expect(await suite.count('pdf_uploads')).toBe(kept - 1);
    expect((await suite.call('GET', PDF_PROCESSOR_API.result(old.id), { token })).status).toBe(404);
    const files = await readdir(suite.harness.filesDir, { recursive: true });
    expect(files.some((file) => String(file).includes(old.id))).toBe(false);
  });
});
