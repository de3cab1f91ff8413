import { describe, expect, it } from '@jest/globals';
import { makePdfCover, PDF_COVER_LIMITS } from '@yarn-mgmt/nest-kit/pdf';
import { sniffImageType } from '@yarn-mgmt/nest-kit/storage';
import { makePatternPdf } from './make-pattern-pdf.js';

const TEXT = 'Harbour Hat\nby Jane Doe\n\nYarn: DK, 200 yds\nNeedles: US 6';
// Decoding and encoding pictures takes 0.1-4 s here and more on a loaded two-core CI machine (the 9 s of one run
// beside the reader-model training): the time is printed, and a benchmark's business, not this test's.
const PICTURE_TIMEOUT_MS = 30_000;

describe('makePdfCover', () => {
  it(
    'takes the largest picture of the first pages, scaled to the cover size',
    async () => {
      const pdf = await makePatternPdf(TEXT, {
        pictures: [
          { width: 150, height: 200, hue: 10 },
          { width: 900, height: 1200, hue: 200 },
        ],
      });
      const started = performance.now();
      const cover = await makePdfCover(pdf);
      console.log(`cover from a picture: ${Math.round(performance.now() - started)} ms`);
      expect(cover).toMatchObject({
        from: 'image',
        mimeType: 'image/webp',
        width: 450,
        height: PDF_COVER_LIMITS.maxSide,
      });
      expect(sniffImageType(cover.data)).toBe('image/webp');
    },
    PICTURE_TIMEOUT_MS,
  );

  it('leaves out pictures too small to be a cover (logos, icons)', async () => {
    const pdf = await makePatternPdf(TEXT, { pictures: [{ width: 60, height: 60, hue: 120 }] });
    await expect(makePdfCover(pdf)).resolves.toMatchObject({ from: 'page' });
  });

  it(
    'draws the first page at 0.6 when the PDF has no picture',
    async () => {
      const pdf = await makePatternPdf(TEXT, { minPages: 2 });
      const started = performance.now();
      const cover = await makePdfCover(pdf);
      console.log(`cover from the first page: ${Math.round(performance.now() - started)} ms`);
      expect(cover).toMatchObject({ from: 'page', mimeType: 'image/webp', width: 368, height: 476 });
      expect(sniffImageType(cover.data)).toBe('image/webp');
      // The page is drawn, not left blank: the text makes some pixels dark.
      expect(cover.data.byteLength).toBeGreaterThan(500);
    },
    PICTURE_TIMEOUT_MS,
  );

  it('refuses what is not a PDF, and a password-protected one, as a PDF reader would', async () => {
    await expect(makePdfCover(new TextEncoder().encode('Yarn: DK'))).rejects.toMatchObject({
      code: 'PDF_UNREADABLE',
    });
    const locked = await makePatternPdf(TEXT, { passwordProtected: true });
    await expect(makePdfCover(locked)).rejects.toMatchObject({ code: 'PDF_ENCRYPTED' });
  });
});
