import { domainErrorClass } from '../errors/domain-error.js';
import { runWorkerTask } from '../worker/worker-pool.js';
import { WorkerTaskError, WorkerTaskFailure } from '../worker/worker-task.js';
import type { PdfImageObject } from './pdf-images.js';
import { sourceSize, toTaskSource, type PdfSource } from './pdf-source.js';
import type { PdfTextTask, PdfTextTaskResult } from './pdf-text.worker.js';

/** Why a PDF's text could not be read; the global error filter answers each with a 400 and its message. */
export class PdfTextError extends domainErrorClass({
  PDF_UNREADABLE: [400, 'The file is not a readable PDF'],
  PDF_ENCRYPTED: [400, 'The PDF is password-protected: remove the password and upload it again'],
  PDF_TOO_LARGE: [400, 'The PDF holds too much data once unpacked to be read'],
  PDF_TOO_COMPLEX: [400, 'The PDF is too complex to read: it took too long or too much memory'],
}) {}

export interface PdfText {
  /** The text of the pages read, a line per line of print, a blank line between paragraphs and pages. */
  text: string;
  /** Pages in the document. */
  pages: number;
  /** Pages read (at most `maxPages`). */
  pagesRead: number;
  /** Characters other than white space on each page read: 0 for a page with no text layer (a scanned one). */
  pageChars: number[];
  /** The document's image objects, when asked for (`images: true`). */
  images?: PdfImageObject[];
}

/** A pattern's facts are on its first pages; a 500-page book is not read whole. */
export const PDF_MAX_PAGES = 50;

/**
 * The caps every PDF read runs under (a PDF is hostile input: a 50 KB file can inflate to gigabytes).
 * maxInputBytes: the patterns' upload limit. Streams other than images: 16 MB each, 128 MB in all (a text page's
 * content stream is kilobytes, an embedded font a few megabytes). Text: 1 M characters (a pattern has tens of
 * thousands). Time: 8 s, under the gateway's 10 s. Heap: 256 MB for pdf.js's own objects.
 */
export const PDF_READ_LIMITS = {
  maxInputBytes: 50 * 1024 * 1024,
  maxStreamBytes: 16 * 1024 * 1024,
  maxTotalStreamBytes: 128 * 1024 * 1024,
  maxTextChars: 1_000_000,
  timeoutMs: 8_000,
  maxHeapMb: 256,
} as const;

export interface PdfReadOptions extends Partial<Record<keyof typeof PDF_READ_LIMITS, number>> {
  maxPages?: number;
  /** Also list its image objects (findPdfImages), in the same worker task. */
  images?: boolean;
}

/** The warm workers every PDF task (text, cover) runs in: pdf.js is loaded once per worker, not per PDF. */
export const PDF_WORKER_POOL = 'pdf';

/**
 * A PDF worker's V8 heap: `maxHeapMb` for pdf.js's objects, and a young generation of 8 MB. V8's default (3 x 16 MB
 * semi-spaces) grew a 200-page read by about 25 MB of RSS for no speed gained (measured: 0.7-0.9 s either way).
 */
export const pdfWorkerLimits = (maxHeapMb: number = PDF_READ_LIMITS.maxHeapMb) => ({
  maxOldGenerationSizeMb: maxHeapMb,
  maxYoungGenerationSizeMb: 8,
});

const PDF_CODES = new Set(['PDF_UNREADABLE', 'PDF_ENCRYPTED', 'PDF_TOO_LARGE', 'PDF_TOO_COMPLEX']);
type PdfCode = 'PDF_UNREADABLE' | 'PDF_ENCRYPTED' | 'PDF_TOO_LARGE' | 'PDF_TOO_COMPLEX';

/**
 * The text of a PDF, for the pattern-text reader (and the tools' PDF processor), read in a warm worker thread of the
 * `pdf` pool under PDF_READ_LIMITS, never on the caller's event loop; the worker is terminated past the time cap. A
 * scanned PDF (images only) gives ''; the caller says nothing could be read. Not a PDF, a damaged one, one that needs
 * a password or one past a cap is a PdfTextError (400). Bytes given are copied, never taken; a file given
 * (`{ file }`) is opened by the worker itself, so the caller never holds it.
 */
export async function extractPdfText(source: PdfSource, options: PdfReadOptions = {}): Promise<PdfText> {
  const limits = { ...PDF_READ_LIMITS, ...options };
  if ((await sourceSize(source)) > limits.maxInputBytes) throw new PdfTextError('PDF_TOO_LARGE');
  const { source: taskSource, transfer } = toTaskSource(source);
  const task: PdfTextTask = {
    source: taskSource,
    maxInputBytes: limits.maxInputBytes,
    maxPages: options.maxPages ?? PDF_MAX_PAGES,
    maxTextChars: limits.maxTextChars,
    streams: { maxStreamBytes: limits.maxStreamBytes, maxTotalBytes: limits.maxTotalStreamBytes },
    images: options.images ?? false,
  };
  try {
    return await runWorkerTask<PdfTextTask, PdfTextTaskResult>(
      new URL('./pdf-text.worker.js', import.meta.url),
      task,
      {
        pool: PDF_WORKER_POOL,
        timeoutMs: limits.timeoutMs,
        resourceLimits: pdfWorkerLimits(limits.maxHeapMb),
        transfer,
      },
    );
  } catch (error) {
    if (error instanceof WorkerTaskFailure && error.code && PDF_CODES.has(error.code))
      throw new PdfTextError(error.code as PdfCode);
    if (error instanceof WorkerTaskError && error.reason !== 'crashed')
      throw new PdfTextError('PDF_TOO_COMPLEX');
    throw error;
  }
}
