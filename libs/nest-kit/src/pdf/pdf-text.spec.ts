import { describe, expect, it } from '@jest/globals';
import { extractPdfText, PdfTextError } from './pdf-text.js';

// A minimal one-page PDF with one line of text, written by hand (the PDF maker of libs/testing builds richer ones;
// nest-kit cannot depend on libs/testing).
function tinyPdf(text: string): Uint8Array {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new TextEncoder().encode(body);
}

describe('extractPdfText', () => {
  it('reads the text and the page count of a PDF', async () => {
    await expect(extractPdfText(tinyPdf('Gauge: 20 sts = 4 in'))).resolves.toEqual({
      text: 'Gauge: 20 sts = 4 in',
      pages: 1,
      pagesRead: 1,
    });
  });

  it("leaves the caller's bytes usable", async () => {
    const data = tinyPdf('Yarn: DK');
    await extractPdfText(data);
    expect(data.byteLength).toBeGreaterThan(0);
    await expect(extractPdfText(data)).resolves.toMatchObject({ text: 'Yarn: DK' });
  });

  it.each([
    ['text that is not a PDF', new TextEncoder().encode('Yarn: DK, 200 yds')],
    ['an empty file', new Uint8Array()],
    ['a PDF cut short', tinyPdf('Yarn: DK').slice(0, 60)],
  ])('refuses %s as "The file is not a readable PDF" (400)', async (_, data) => {
    const error = await extractPdfText(data).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfTextError);
    expect(error).toMatchObject({
      code: 'PDF_UNREADABLE',
      status: 400,
      message: 'The file is not a readable PDF',
    });
  });
});
