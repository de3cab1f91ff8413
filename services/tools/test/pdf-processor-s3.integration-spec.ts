import { PdfProcessingSchema, PDF_PROCESSOR_API } from '@yarn-mgmt/contracts';
import { s3LocalCopies, startServiceHarness, type ServiceHarness } from '@yarn-mgmt/testing';
import { readdir } from 'node:fs/promises';
import { AppModule } from '../src/app.module.js';
import { loadToolsConfig } from '../src/config/tools.config.js';
import { hatPdf, pdfForm } from './pdfs.js';

// FILE_STORAGE=s3: the upload goes to the bucket; the PDF worker reads a temporary copy, gone once it has read it.
let svc: ServiceHarness;

beforeAll(async () => {
  svc = await startServiceHarness((env) => AppModule.forRoot(loadToolsConfig(env)), {
    name: 'tools_pdf_processor_s3',
    env: { PATTERNS_URL: 'http://127.0.0.1:9' },
    fileStorage: 's3',
  });
});
afterAll(() => svc?.close());

describe('the PDF processor with its uploads in S3', () => {
  it('reads an upload kept in the bucket, and leaves no copy of it behind', async () => {
    const before = await s3LocalCopies();
    const ann = svc.user('ann');
    const reply = await ann.call('POST', PDF_PROCESSOR_API.upload, {
      form: pdfForm(await hatPdf(), 'harbour-hat.pdf'),
    });
    expect(reply.status).toBe(201);
    const result = PdfProcessingSchema.parse(reply.body);
    expect(result).toMatchObject({ status: 'done', pages: 3, analysis: { title: 'Harbour Hat' } });
    expect(result.extractedData?.text).toContain('Round 90: k2, p2 around.');
    expect(await svc.s3!.keys()).toEqual([expect.stringMatching(new RegExp(`^tools/${ann.id}/`))]);
    expect(await readdir(svc.filesDir)).toEqual([]);
    // Other suites on S3 may lend files at the same time: only this one's copies must be gone.
    expect((await s3LocalCopies()).filter((name) => !before.includes(name))).toEqual([]);
  });
});
