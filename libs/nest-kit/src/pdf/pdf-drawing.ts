import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentInitParameters } from 'pdfjs-dist/types/src/display/api.js';

// pdf.js draws the 14 standard fonts from these files; without them it warns and may misdraw them.
const STANDARD_FONTS =
  join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts') + '/';

/**
 * How every worker that draws a PDF (its cover, a page for OCR) opens it: pdf.js's legacy build on
 * @napi-rs/canvas, the standard fonts from pdfjs-dist, no code from the document, no system fonts, no picture
 * decoded past `maxImagePixels`.
 */
export function drawingParams(
  data: Uint8Array,
  maxImagePixels: number,
): DocumentInitParameters & { isEvalSupported: false } {
  return {
    data,
    verbosity: VerbosityLevel.ERRORS,
    useSystemFonts: false,
    stopAtErrors: false,
    isEvalSupported: false,
    enableXfa: false,
    isOffscreenCanvasSupported: false,
    isImageDecoderSupported: false,
    maxImageSize: maxImagePixels,
    standardFontDataUrl: STANDARD_FONTS,
  };
}
