import { runWorkerTask } from '../worker/worker-pool.js';
import { WorkerTaskError, WorkerTaskFailure } from '../worker/worker-task.js';
import type { PdfCoverTask, PdfCoverTaskResult } from './pdf-cover.worker.js';
import { PDF_READ_LIMITS, PDF_WORKER_POOL, PdfTextError, pdfWorkerLimits } from './pdf-text.js';

export interface PdfCover {
  data: Buffer;
  mimeType: 'image/webp';
  width: number;
  height: number;
  /** The largest picture of the first pages, or the first page drawn. */
  from: 'image' | 'page';
}

/**
 * What a cover is made from and how big it is: pictures on the first 3 pages, at least 120 px a side (smaller
 * ones are logos and icons), at most 16 M pixels decoded; a cover at most 600 px on its longest side; the first
 * page drawn at 0.6 (about 43 dpi, 367 × 475 px for a Letter page), as WebP at quality 0.82.
 */
export const PDF_COVER_LIMITS = {
  maxPages: 3,
  minImageSide: 120,
  maxImagePixels: 16_000_000,
  maxSide: 600,
  pageScale: 0.6,
  quality: 82,
} as const;

/**
 * A PDF's cover, made in a warm worker of the `pdf` pool under the caps of a PDF read (stream sizes, 8 s, a
 * 256 MB heap) and PDF_COVER_LIMITS: the largest picture of its first pages, else its first page drawn. A PDF
 * that cannot be read is a PdfTextError, like its text. The caller's bytes are copied, never taken.
 */
export async function makePdfCover(data: Uint8Array): Promise<PdfCover> {
  if (data.byteLength > PDF_READ_LIMITS.maxInputBytes) throw new PdfTextError('PDF_TOO_LARGE');
  const copy = new Uint8Array(data);
  const task: PdfCoverTask = {
    data: copy,
    ...PDF_COVER_LIMITS,
    streams: {
      maxStreamBytes: PDF_READ_LIMITS.maxStreamBytes,
      maxTotalBytes: PDF_READ_LIMITS.maxTotalStreamBytes,
    },
  };
  try {
    const cover = await runWorkerTask<PdfCoverTask, PdfCoverTaskResult>(
      new URL('./pdf-cover.worker.js', import.meta.url),
      task,
      {
        pool: PDF_WORKER_POOL,
        timeoutMs: PDF_READ_LIMITS.timeoutMs,
        resourceLimits: pdfWorkerLimits(),
        transfer: [copy.buffer],
      },
    );
    return { ...cover, data: Buffer.from(cover.data.buffer, cover.data.byteOffset, cover.data.byteLength) };
  } catch (error) {
    if (error instanceof WorkerTaskFailure && error.code?.startsWith('PDF_'))
      throw new PdfTextError(error.code as ConstructorParameters<typeof PdfTextError>[0]);
    if (error instanceof WorkerTaskError && error.reason !== 'crashed')
      throw new PdfTextError('PDF_TOO_COMPLEX');
    throw error;
  }
}
