import { describe, expect, it } from '@jest/globals';
import type { PatternReading } from '@yarn-mgmt/contracts';
import { readPatternText } from '@yarn-mgmt/domain';
import { extractPdfText, PDF_MAX_PAGES } from '@yarn-mgmt/nest-kit/pdf';
import { PATTERN_CORPUS, PATTERN_CORPUS_HELD_OUT } from '../pattern-corpus/index.js';
import { makePatternPdf } from './make-pattern-pdf.js';
import { makeScannedPatternPdf } from './make-scanned-pdf.js';

const values = (reading: PatternReading) =>
  Object.fromEntries(Object.entries(reading).map(([field, found]) => [field, found.value]));

describe('makePatternPdf and extractPdfText', () => {
  it('round-trips the corpus: the reading of the PDF is the reading of the text', async () => {
    const differing: string[] = [];
    for (const corpusCase of [...PATTERN_CORPUS, ...PATTERN_CORPUS_HELD_OUT]) {
      const { text } = await extractPdfText(await makePatternPdf(corpusCase.text));
      if (
        JSON.stringify(values(readPatternText(text))) !==
        JSON.stringify(values(readPatternText(corpusCase.text)))
      )
        differing.push(corpusCase.id);
    }
    expect(differing).toEqual([]);
  });

  it('keeps lines, blank lines between paragraphs, and wraps long lines onto more pages', async () => {
    const long = Array.from({ length: 120 }, (_, index) => `Row ${index + 1}: k2, p2 to end.`).join('\n');
    const result = await extractPdfText(
      await makePatternPdf(`Harbour Hat\nby Jane Doe\n\nYarn: DK\n${long}`),
    );
    expect(result.text.split('\n').slice(0, 4)).toEqual(['Harbour Hat', 'by Jane Doe', '', 'Yarn: DK']);
    expect(result.pages).toBe(3);
    expect(result.text).toContain('Row 120: k2, p2 to end.');
  });

  it('reads at most the first pages of a long PDF', async () => {
    const pdf = await makePatternPdf('Harbour Hat', { minPages: PDF_MAX_PAGES + 10 });
    await expect(extractPdfText(pdf)).resolves.toMatchObject({
      text: 'Harbour Hat',
      pages: 60,
      pagesRead: 50,
    });
    const threePages = Array.from({ length: 150 }, (_, index) => `Line ${index + 1}`).join('\n');
    const capped = await extractPdfText(await makePatternPdf(threePages), { maxPages: 1 });
    expect(capped.text).toContain('Line 1');
    expect(capped.text).not.toContain('Line 150');
  });

  it('gives no text for a scanned PDF', async () => {
    await expect(
      extractPdfText(await makePatternPdf('Harbour Hat\nYarn: DK', { scanned: true })),
    ).resolves.toEqual({
      text: '',
      pages: 1,
      pagesRead: 1,
      pageChars: [0],
    });
  });

  it('refuses a password-protected PDF with its own message', async () => {
    const error = await extractPdfText(
      await makePatternPdf('Harbour Hat', { passwordProtected: true }),
    ).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'PDF_ENCRYPTED', status: 400 });
  });
});

describe('makeScannedPatternPdf', () => {
  it('keeps the pattern only as a picture a page: no text layer, one image object each', async () => {
    const pdf = await makeScannedPatternPdf('Harbour Hat\nby Jane Doe\n\nYarn: DK, 200 yds');
    expect(Buffer.from(pdf.subarray(0, 5)).toString('latin1')).toBe('%PDF-');
    await expect(extractPdfText(pdf, { images: true })).resolves.toMatchObject({
      text: '',
      pages: 1,
      pageChars: [0],
      images: [{ width: 1836, height: 2376, format: 'jpeg' }],
    });
  });
});
