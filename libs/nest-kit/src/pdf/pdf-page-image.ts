import { runWorkerTask } from '../worker/worker-pool.js';
import { WorkerTaskError, WorkerTaskFailure } from '../worker/worker-task.js';
import type { PdfPageImageTask, PdfPageImageTaskResult } from './pdf-page-image.worker.js';
import { sourceSize, toTaskSource, type PdfSource } from './pdf-source.js';
import { PDF_READ_LIMITS, PDF_WORKER_POOL, PdfTextError, pdfWorkerLimits } from './pdf-text.js';

export interface PdfPageImage {
  /** PNG, or JPEG when asked for. */
  data: Buffer;
  width: number;
  height: number;
  /** Pages in the document. */
  pages: number;
}

/**
 * A page drawn for OCR: about 216 dpi (scale 3), which gives Tesseract letters of a 10 pt text about 30 px high;
 * at most 3 000 px a side; pictures up to 40 M pixels decoded (a 300 dpi scan of a Tabloid page is 15 M).
 */
export const PDF_PAGE_IMAGE_LIMITS = { scale: 3, maxSide: 3_000, maxImagePixels: 40_000_000 } as const;

/**
 * One page of a PDF as a PNG (or a JPEG), drawn in a warm worker of the `pdf` pool under the caps of a PDF read (stream
 * sizes, `timeoutMs`, a 256 MB heap) and PDF_PAGE_IMAGE_LIMITS. A PDF that cannot be read, or a page it does not
 * have, is a PdfTextError. Bytes given are copied, never taken; a file given (`{ file }`) is opened by the worker.
 */
export async function drawPdfPage(
  source: PdfSource,
  page: number,
  {
    timeoutMs = PDF_READ_LIMITS.timeoutMs,
    format = 'png',
  }: { timeoutMs?: number; format?: 'png' | 'jpeg' } = {},
): Promise<PdfPageImage> {
  if ((await sourceSize(source)) > PDF_READ_LIMITS.maxInputBytes) throw new PdfTextError('PDF_TOO_LARGE');
  const { source: taskSource, transfer } = toTaskSource(source);
  const task: PdfPageImageTask = {
    source: taskSource,
    maxInputBytes: PDF_READ_LIMITS.maxInputBytes,
    page,
    ...PDF_PAGE_IMAGE_LIMITS,
    format,
    streams: {
      maxStreamBytes: PDF_READ_LIMITS.maxStreamBytes,
      maxTotalBytes: PDF_READ_LIMITS.maxTotalStreamBytes,
    },
  };
  try {
    const image = await runWorkerTask<PdfPageImageTask, PdfPageImageTaskResult>(
      new URL('./pdf-page-image.worker.js', import.meta.url),
      task,
      {
        pool: PDF_WORKER_POOL,
        timeoutMs,
        resourceLimits: pdfWorkerLimits(),
        transfer,
      },
    );
    const bytes = Buffer.from(image.data.buffer, image.data.byteOffset, image.data.byteLength);
    return { data: bytes, width: image.width, height: image.height, pages: image.pages };
  } catch (error) {
    if (error instanceof WorkerTaskFailure && error.code?.startsWith('PDF_'))
      throw new PdfTextError(error.code as ConstructorParameters<typeof PdfTextError>[0]);
    if (error instanceof WorkerTaskError && error.reason !== 'crashed')
      throw new PdfTextError('PDF_TOO_COMPLEX');
    throw error;
  }
}
