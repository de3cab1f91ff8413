import { PdfProcessingSchema, PDF_PROCESSOR_API, type PdfProcessing } from '@yarn-mgmt/contracts';
import { toolsSuite } from './helpers.js';
import { pdfForm, scannedScarfPdf } from './pdfs.js';

const suite = toolsSuite('tools_ocr', { OCR_MAX_PAGES: '2' });

/** Polls the upload until OCR is done, keeping every answer seen on the way. */
async function pollUntilRead(token: string, id: string): Promise<PdfProcessing[]> {
  const seen: PdfProcessing[] = [];
  for (let attempt = 0; attempt < 600; attempt += 1) {
    const reply = await suite.call('GET', PDF_PROCESSOR_API.result(id), { token });
    const result = PdfProcessingSchema.parse(reply.body);
    seen.push(result);
    if (result.status !== 'processing') return seen;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('OCR did not finish');
}

describe('a scanned PDF (no text layer)', () => {
  it('is read by OCR after a 202, its progress polled, and the result says the text came from OCR', async () => {
    const token = suite.token();
    const reply = await suite.call('POST', PDF_PROCESSOR_API.upload, {
      token,
      form: pdfForm(await scannedScarfPdf(), 'scarf-scan.pdf'),
    });
    expect(reply.status).toBe(202);
    const started = PdfProcessingSchema.parse(reply.body);
    expect(started).toMatchObject({
      status: 'processing',
      textSource: 'ocr',
      ocr: { pages: 1, pagesDone: 0, percent: 0 },
      analysis: null,
    });
    const seen = await pollUntilRead(token, started.id);
    const done = seen.at(-1)!;
    expect(done).toMatchObject({
      status: 'done',
      textSource: 'ocr',
      ocr: { pages: 1, pagesDone: 1, percent: 100 },
      error: null,
      analysis: {
        title: 'Seaside Scarf',
        author: 'Ann Purl',
        difficulty: 'Easy',
        yarnWeight: 'DK',
      },
      extractedData: { images: [{ format: 'jpeg' }] },
    });
    expect(done.extractedData?.text).toContain('Seaside Scarf');
    // The percentages only ever grow.
    const percents = seen.map((answer) => answer.ocr?.percent ?? 0);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
  });

  it('reads at most OCR_MAX_PAGES pages of a longer scan', async () => {
    const { makeScannedPatternPdf } = await import('@yarn-mgmt/testing');
    const text = Array.from({ length: 150 }, (_, row) => `Row ${row + 1}: knit across.`).join('\n');
    const token = suite.token();
    const reply = await suite.call('POST', PDF_PROCESSOR_API.upload, {
      token,
      form: pdfForm(await makeScannedPatternPdf(`Long Scarf\n${text}`)),
    });
    const started = PdfProcessingSchema.parse(reply.body);
    expect(started).toMatchObject({ pages: 4, ocr: { pages: 2 } });
    const done = (await pollUntilRead(token, started.id)).at(-1)!;
    expect(done).toMatchObject({ status: 'done', ocr: { pages: 2, pagesDone: 2, percent: 100 } });
    expect(done.extractedData?.text).toMatch(/Row 4\d: knit across/);
    expect(done.extractedData?.text).not.toMatch(/Row 1[0-4]\d: knit across/);
  });
});
