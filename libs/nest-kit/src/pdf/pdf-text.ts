import { getDocument, PasswordException, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem, TextMarkedContent } from 'pdfjs-dist/types/src/display/api.js';
import { domainErrorClass } from '../errors/domain-error.js';
import { linesFromPlacedText } from './text-lines.js';

/** Why a PDF's text could not be read; the global error filter answers each with a 400 and its message. */
export class PdfTextError extends domainErrorClass({
  PDF_UNREADABLE: [400, 'The file is not a readable PDF'],
  PDF_ENCRYPTED: [400, 'The PDF is password-protected: remove the password and upload it again'],
}) {}

export interface PdfText {
  /** The text of the pages read, a line per line of print, a blank line between paragraphs and pages. */
  text: string;
  /** Pages in the document. */
  pages: number;
  /** Pages read (at most `maxPages`). */
  pagesRead: number;
}

/** A pattern's facts are on its first pages; a 500-page book is not read whole. */
export const PDF_MAX_PAGES = 50;

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;

/**
 * The text of a PDF, for the pattern-text reader: pdf.js (legacy build, which runs on Node), its worker run in
 * this thread, no fonts loaded. A scanned PDF (images only) gives ''; the caller says nothing could be
 * read. Not a PDF, a damaged one, or one that needs a password is a PdfTextError.
 */
export async function extractPdfText(
  data: Uint8Array,
  { maxPages = PDF_MAX_PAGES }: { maxPages?: number } = {},
): Promise<PdfText> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const task = getDocument({
    data: new Uint8Array(data),
    verbosity: VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  try {
    const document = await task.promise.catch((error: unknown) => {
      if (error instanceof PasswordException) throw new PdfTextError('PDF_ENCRYPTED');
      throw new PdfTextError('PDF_UNREADABLE');
    });
    const pagesRead = Math.min(document.numPages, maxPages);
    const pageTexts: string[] = [];
    for (let number = 1; number <= pagesRead; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items.filter(isTextItem).map((item) => ({
        str: item.str,
        x: Number(item.transform[4]),
        y: Number(item.transform[5]),
        width: item.width,
        height: item.height || Math.hypot(Number(item.transform[2]), Number(item.transform[3])),
      }));
      pageTexts.push(linesFromPlacedText(pieces).join('\n'));
      page.cleanup();
    }
    const text = pageTexts.filter((page) => page.trim() !== '').join('\n\n');
    return { text, pages: document.numPages, pagesRead };
  } catch (error) {
    if (error instanceof PdfTextError) throw error;
    throw new PdfTextError('PDF_UNREADABLE');
  } finally {
    await task.destroy();
  }
}
