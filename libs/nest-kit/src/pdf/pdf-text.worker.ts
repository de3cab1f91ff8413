import { getDocument, PasswordException, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type {
  DocumentInitParameters,
  TextItem,
  TextMarkedContent,
} from 'pdfjs-dist/types/src/display/api.js';
import type { WorkerTaskResult } from '../worker/worker-task.js';
import { findPdfImages, type PdfImageObject } from './pdf-images.js';
import { readTaskSource, type PdfTaskSource } from './pdf-source.js';
import { measurePdfStreams, type PdfStreamCaps } from './pdf-streams.js';
import { linesFromPlacedText } from './text-lines.js';

export interface PdfTextTask {
  source: PdfTaskSource;
  /** A file larger than this is not read (bytes given were checked by the caller). */
  maxInputBytes: number;
  maxPages: number;
  maxTextChars: number;
  streams: PdfStreamCaps;
  /** Also list the document's image objects. */
  images?: boolean;
}

export interface PdfTextTaskResult {
  text: string;
  pages: number;
  pagesRead: number;
  /** Characters other than white space on each page read, in order (0 for a page with no text layer). */
  pageChars: number[];
  images?: PdfImageObject[];
}

const isTextItem = (item: TextItem | TextMarkedContent): item is TextItem => 'str' in item;
const failure = (code: string) => Object.assign(new Error(code), { code });

/**
 * Runs in a worker thread (runWorkerTask), reading the PDF's file itself when the task names one: pdf.js (legacy
 * build, which runs on Node) with its own worker run in this thread, no fonts loaded, no code compiled from the
 * document (`isEvalSupported: false`, CVE-2024-4367). Streams are measured first, so a PDF bomb is refused
 * before pdf.js inflates it; the text stops at `maxTextChars` and `maxPages`. Fails with the code of a PdfTextError.
 */
export async function runTask(task: PdfTextTask): Promise<WorkerTaskResult<PdfTextTaskResult>> {
  const data = await readTaskSource(task.source, task.maxInputBytes);
  if (measurePdfStreams(data, task.streams) !== 'ok') throw failure('PDF_TOO_LARGE');
  // Before pdf.js is given the bytes (its worker takes them over).
  const images = task.images ? findPdfImages(data) : undefined;
  // pdf.js 6 has no eval path left (CVE-2024-4367 was a compiled font); the flag stays, should it come back.
  const params: DocumentInitParameters & { isEvalSupported: false } = {
    data,
    verbosity: VerbosityLevel.ERRORS,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
    isEvalSupported: false,
    enableXfa: false,
  };
  const loading = getDocument(params);
  try {
    const document = await loading.promise.catch((error: unknown) => {
      throw failure(error instanceof PasswordException ? 'PDF_ENCRYPTED' : 'PDF_UNREADABLE');
    });
    const pagesRead = Math.min(document.numPages, task.maxPages);
    const pageTexts: string[] = [];
    const pageChars: number[] = [];
    let chars = 0;
    for (let number = 1; number <= pagesRead && chars <= task.maxTextChars; number += 1) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      const pieces = content.items.filter(isTextItem).map((item) => ({
        str: item.str,
        x: Number(item.transform[4]),
        y: Number(item.transform[5]),
        width: item.width,
        height: item.height || Math.hypot(Number(item.transform[2]), Number(item.transform[3])),
      }));
      const text = linesFromPlacedText(pieces).join('\n');
      chars += text.length;
      pageTexts.push(text);
      pageChars.push(text.replace(/\s/g, '').length);
      page.cleanup();
    }
    const text = pageTexts
      .filter((page) => page.trim() !== '')
      .join('\n\n')
      .slice(0, task.maxTextChars);
    return { value: { text, pages: document.numPages, pagesRead, pageChars, ...(images ? { images } : {}) } };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('PDF_')) throw error;
    throw failure('PDF_UNREADABLE');
  } finally {
    await loading.destroy();
  }
}
