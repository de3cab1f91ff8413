import { PdfProcessingSchema, PDF_PROCESSOR_API, type PdfProcessing } from '@yarn-mgmt/contracts';
import { readdir } from 'node:fs/promises';
import { toolsSuite } from './helpers.js';
import { hatPdf, pdfForm } from './pdfs.js';

const suite = toolsSuite('tools_pdf_processor');
const upload = (token: string, form: FormData) =>
  suite.call('POST', PDF_PROCESSOR_API.upload, { token, form });
const storedFiles = async () =>
  (await readdir(suite.harness.filesDir, { recursive: true, withFileTypes: true })).filter((entry) =>
    entry.isFile(),
  );

describe('POST /pdf-processor/upload', () => {
  it('reads a multi-page pattern PDF: the analysis, the extracted text and images, and the parsed fields', async () => {
    const ann = suite.harness.user('ann');
    const reply = await upload(ann.token, pdfForm(await hatPdf(), 'harbour-hat.pdf'));
    expect(reply.status).toBe(201);
    const result = PdfProcessingSchema.parse(reply.body);
    expect(result).toMatchObject({
      fileName: 'harbour-hat.pdf',
      status: 'done',
      textSource: 'text',
      ocr: null,
      pages: 3,
      pagesRead: 3,
      analysis: {
        title: 'Harbour Hat',
        author: 'Jane Doe',
        difficulty: 'Intermediate',
        difficultyLevel: 3,
        yarnWeight: 'Worsted',
        materials: [
          'Yarn: Malabrigo Rios, worsted weight, 180 (210, 240) yds',
          'Needles: US 7 (4.5 mm) 16 in circular',
          'Notions: stitch marker, tapestry needle',
        ],
      },
    });
    expect(result.extractedData?.text).toContain('Round 90: k2, p2 around.');
    expect(result.extractedData?.images).toEqual([
      { width: 160, height: 120, format: 'raw' },
      { width: 120, height: 120, format: 'raw' },
    ]);
    expect(result.reading?.yardage?.value).toEqual([
      { size: 'S', yards: 180 },
      { size: 'M', yards: 210 },
      { size: 'L', yards: 240 },
    ]);
    expect(result.reading?.gauge).toMatchObject({ value: { stitches: 20, rows: 28, inches: 4 } });
    expect(result.reading?.needle_sizes?.confidence).toBeGreaterThan(0.5);
    // Kept as ann's row, and her file, for Save to Library.
    const [row] = await suite.query(
      'SELECT user_id, size_bytes, storage_key FROM pdf_uploads WHERE id = $1',
      [result.id],
    );
    expect(row).toMatchObject({ user_id: ann.id, storage_key: `${ann.id}/${result.id}.pdf` });
    const again = await suite.call('GET', PDF_PROCESSOR_API.result(result.id), { token: ann.token });
    expect(again).toMatchObject({ status: 200, body: { id: result.id, analysis: result.analysis } });
  });

  it('says so when no file is chosen, or the file is not a PDF by its bytes (a renamed HTML page)', async () => {
    const token = suite.token();
    const before = await storedFiles();
    expect(await suite.call('POST', PDF_PROCESSOR_API.upload, { token, form: new FormData() })).toMatchObject(
      {
        status: 400,
        body: { error: 'Please select a file first' },
      },
    );
    const html = new TextEncoder().encode('<!doctype html><html><body>Harbour Hat</body></html>');
    expect(await upload(token, pdfForm(html, 'harbour-hat.pdf'))).toMatchObject({
      status: 400,
      body: { error: 'Please select a PDF file' },
    });
    expect(await storedFiles()).toHaveLength(before.length);
  });

  it('refuses a damaged PDF with its reason, and keeps nothing of it', async () => {
    const token = suite.token();
    const before = await suite.count('pdf_uploads');
    const damaged = new TextEncoder().encode('%PDF-1.7\nthis is not really a PDF at all');
    expect(await upload(token, pdfForm(damaged))).toMatchObject({
      status: 400,
      body: { error: 'The file is not a readable PDF' },
    });
    expect(await suite.count('pdf_uploads')).toBe(before);
  });

  it('refuses a file past 50MB with 413, streaming it no further', async () => {
    const big = new Uint8Array(50 * 1024 * 1024 + 1);
    big.set(new TextEncoder().encode('%PDF-1.7\n'));
    expect(await upload(suite.token(), pdfForm(big))).toMatchObject({
      status: 413,
      body: { error: 'The PDF is larger than 50MB' },
    });
  });

  it("keeps another user's upload from view: 404 as for no upload at all, and for a malformed id", async () => {
    const ann = suite.harness.user('ann');
    const mine = (await upload(ann.token, pdfForm(await hatPdf()))).body as PdfProcessing;
    const bob = suite.harness.user('bob');
    for (const path of [PDF_PROCESSOR_API.result(mine.id), PDF_PROCESSOR_API.result('not-an-id')])
      expect(await suite.call('GET', path, { token: bob.token })).toMatchObject({
        status: 404,
        body: { error: 'Upload not found' },
      });
    expect(
      await suite.call('POST', PDF_PROCESSOR_API.attach(mine.id), {
        token: bob.token,
        body: { pattern_id: '0b7e6a1c-2f0e-4c6e-9a53-6a1f0d9e2b11' },
      }),
    ).toMatchObject({ status: 404, body: { error: 'Upload not found' } });
  });

  it('asks for a bearer token', async () => {
    expect((await suite.call('POST', PDF_PROCESSOR_API.upload, { form: new FormData() })).status).toBe(401);
  });
});
