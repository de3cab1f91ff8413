import { createCanvas } from '@napi-rs/canvas';
import { getDocument, PasswordException } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import type { WorkerTaskResult } from '../worker/worker-task.js';
import { drawingParams } from './pdf-drawing.js';
import { readTaskSource, type PdfTaskSource } from './pdf-source.js';
import { measurePdfStreams, type PdfStreamCaps } from './pdf-streams.js';

export interface PdfPageImageTask {
  source: PdfTaskSource;
  /** A file larger than this is not read (bytes given were checked by the caller). */
  maxInputBytes: number;
  /** 1-based. */
  page: number;
  /** Drawing scale (1 = 72 dpi). */
  scale: number;
  /** The image's longest side at most, in pixels (a poster-sized page is drawn smaller). */
  maxSide: number;
  /** Largest picture decoded, in pixels. */
  maxImagePixels: number;
  /** PNG (lossless, for OCR) or JPEG at quality 85 (what a scanner writes). */
  format: 'png' | 'jpeg';
  streams: PdfStreamCaps;
}

export interface PdfPageImageTaskResult {
  /** The page as printed, on a white ground, in the task's format. */
  data: Uint8Array;
  width: number;
  height: number;
  /** Pages in the document. */
  pages: number;
}

const failure = (code: string) => Object.assign(new Error(code), { code });

/**
 * Runs in a worker of the `pdf` pool (runWorkerTask), reading the PDF's file itself when the task names one: one
 * page of a PDF drawn on a white ground, for OCR of a scanned page (PNG) or to make one (JPEG). Opened as the cover
 * maker opens it (drawingParams); streams measured first. A page number past the end is PDF_UNREADABLE. Fails with a PdfTextError code.
 */
export async function runTask(task: PdfPageImageTask): Promise<WorkerTaskResult<PdfPageImageTaskResult>> {
  const data = await readTaskSource(task.source, task.maxInputBytes);
  if (measurePdfStreams(data, task.streams) !== 'ok') throw failure('PDF_TOO_LARGE');
  const loading = getDocument(drawingParams(data, task.maxImagePixels));
  try {
    const document = await loading.promise.catch((error: unknown) => {
      throw failure(error instanceof PasswordException ? 'PDF_ENCRYPTED' : 'PDF_UNREADABLE');
    });
    if (task.page < 1 || task.page > document.numPages) throw failure('PDF_UNREADABLE');
    const page = await document.getPage(task.page);
    const [, , width = 612, height = 792] = page.view;
    const scale = Math.min(task.scale, task.maxSide / Math.max(width, height, 1));
    const viewport = page.getViewport({ scale });
    const canvas = createCanvas(
      Math.max(1, Math.ceil(viewport.width)),
      Math.max(1, Math.ceil(viewport.height)),
    );
    const context = canvas.getContext('2d');
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, canvas.width, canvas.height);
    // pdf.js types its canvas as the DOM's; @napi-rs/canvas is the one it uses in Node itself.
    const render = { canvas, canvasContext: context, viewport } as unknown as RenderParameters;
    await page.render(render).promise;
    const data = new Uint8Array(
      task.format === 'jpeg' ? await canvas.encode('jpeg', 85) : await canvas.encode('png'),
    );
    return {
      value: { data, width: canvas.width, height: canvas.height, pages: document.numPages },
      transfer: [data.buffer],
    };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('PDF_')) throw error;
    throw failure('PDF_UNREADABLE');
  } finally {
    await loading.destroy();
  }
}
