import { createCanvas, type Canvas } from '@napi-rs/canvas';
import { getDocument, ImageKind, OPS, PasswordException } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PDFPageProxy, RenderParameters } from 'pdfjs-dist/types/src/display/api.js';
import type { WorkerTaskResult } from '../worker/worker-task.js';
import { drawingParams } from './pdf-drawing.js';
import { measurePdfStreams, type PdfStreamCaps } from './pdf-streams.js';

export interface PdfCoverTask {
  data: Uint8Array;
  /** Pages searched for a picture. */
  maxPages: number;
  /** A picture smaller than this on either side (a logo, an icon) is not a cover. */
  minImageSide: number;
  /** Largest picture decoded, in pixels (pdf.js skips bigger ones). */
  maxImagePixels: number;
  /** The cover's widest side, in pixels. */
  maxSide: number;
  /** Scale of the first page when it is drawn (1 = 72 dpi). */
  pageScale: number;
  quality: number;
  streams: PdfStreamCaps;
}

export interface PdfCoverTaskResult {
  data: Uint8Array;
  mimeType: 'image/webp';
  width: number;
  height: number;
  /** The largest picture of the first pages, or the first page drawn. */
  from: 'image' | 'page';
}

interface DecodedImage {
  width: number;
  height: number;
  kind?: number;
  data?: Uint8Array | Uint8ClampedArray;
}

const failure = (code: string) => Object.assign(new Error(code), { code });
const IMAGE_OPS = new Set<number>([OPS.paintImageXObject, OPS.paintInlineImageXObject]);

/** The picture's pixels as RGBA, from pdf.js's three decoded kinds. */
function toRgba(image: Required<Pick<DecodedImage, 'width' | 'height' | 'data'>> & DecodedImage) {
  const pixels = image.width * image.height;
  if (image.kind === ImageKind.RGBA_32BPP) return new Uint8ClampedArray(image.data.subarray(0, pixels * 4));
  const rgba = new Uint8ClampedArray(pixels * 4);
  if (image.kind === ImageKind.RGB_24BPP) {
    for (let i = 0; i < pixels; i += 1) {
      rgba[i * 4] = image.data[i * 3]!;
      rgba[i * 4 + 1] = image.data[i * 3 + 1]!;
      rgba[i * 4 + 2] = image.data[i * 3 + 2]!;
      rgba[i * 4 + 3] = 255;
    }
    return rgba;
  }
  // GRAYSCALE_1BPP: a bit a pixel, rows padded to whole bytes, 1 is white.
  const rowBytes = Math.ceil(image.width / 8);
  for (let y = 0; y < image.height; y += 1)
    for (let x = 0; x < image.width; x += 1) {
      const on = (image.data[y * rowBytes + (x >> 3)] >> (7 - (x & 7))) & 1;
      rgba.fill(on ? 255 : 0, (y * image.width + x) * 4, (y * image.width + x) * 4 + 3);
      rgba[(y * image.width + x) * 4 + 3] = 255;
    }
  return rgba;
}

function objectOf(page: PDFPageProxy, id: string): Promise<DecodedImage | null> {
  const objects = id.startsWith('g_') ? page.commonObjs : page.objs;
  return new Promise((resolve) => {
    try {
      objects.get(id, (image: DecodedImage | null) => resolve(image));
    } catch {
      resolve(null);
    }
  });
}

/** The largest picture painted on the page that is big enough to be a cover. */
async function largestImage(page: PDFPageProxy, task: PdfCoverTask): Promise<DecodedImage | null> {
  const operators = await page.getOperatorList();
  let best: DecodedImage | null = null;
  for (let index = 0; index < operators.fnArray.length; index += 1) {
    if (!IMAGE_OPS.has(operators.fnArray[index])) continue;
    const argument = (operators.argsArray[index] as unknown[])[0];
    const image =
      typeof argument === 'string' ? await objectOf(page, argument) : (argument as DecodedImage | null);
    if (!image?.data || image.width < task.minImageSide || image.height < task.minImageSide) continue;
    if (!best || image.width * image.height > best.width * best.height) best = image;
  }
  return best;
}

function scaledDown(source: Canvas, maxSide: number): Canvas {
  const scale = Math.min(1, maxSide / Math.max(source.width, source.height));
  if (scale === 1) return source;
  const target = createCanvas(
    Math.max(1, Math.round(source.width * scale)),
    Math.max(1, Math.round(source.height * scale)),
  );
  target.getContext('2d').drawImage(source, 0, 0, target.width, target.height);
  return target;
}

function imageCanvas(image: DecodedImage & { data: Uint8Array | Uint8ClampedArray }) {
  const canvas = createCanvas(image.width, image.height);
  const context = canvas.getContext('2d');
  const pixels = context.createImageData(image.width, image.height);
  pixels.data.set(toRgba(image));
  context.putImageData(pixels, 0, 0);
  return canvas;
}

async function pageCanvas(page: PDFPageProxy, task: PdfCoverTask): Promise<Canvas> {
  const [, , width = 612, height = 792] = page.view;
  // A page of a poster's size is drawn smaller: the canvas never passes maxSide.
  const scale = Math.min(task.pageScale, task.maxSide / Math.max(width, height, 1));
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
  return canvas;
}

/**
 * Runs in a worker of the `pdf` pool (runWorkerTask): a pattern's cover, the largest picture on its first pages
 * (a pattern's photo), else its first page drawn, as WebP. pdf.js (legacy build) draws on @napi-rs/canvas with
 * the standard fonts from pdfjs-dist, runs no code from the document, and decodes no picture past
 * `maxImagePixels`; streams are measured first, as for text. Fails with a PdfTextError code.
 */
export async function runTask(task: PdfCoverTask): Promise<WorkerTaskResult<PdfCoverTaskResult>> {
  if (measurePdfStreams(task.data, task.streams) !== 'ok') throw failure('PDF_TOO_LARGE');
  const loading = getDocument(drawingParams(task.data, task.maxImagePixels));
  try {
    const document = await loading.promise.catch((error: unknown) => {
      throw failure(error instanceof PasswordException ? 'PDF_ENCRYPTED' : 'PDF_UNREADABLE');
    });
    let best: { image: DecodedImage & { data: Uint8Array | Uint8ClampedArray }; page: number } | null = null;
    for (let number = 1; number <= Math.min(document.numPages, task.maxPages); number += 1) {
      const page = await document.getPage(number);
      const image = await largestImage(page, task);
      if (image?.data && (!best || image.width * image.height > best.image.width * best.image.height))
        best = { image: image as DecodedImage & { data: Uint8Array }, page: number };
    }
    const canvas = best
      ? scaledDown(imageCanvas(best.image), task.maxSide)
      : await pageCanvas(await document.getPage(1), task);
    const data = new Uint8Array(await canvas.encode('webp', task.quality));
    return {
      value: {
        data,
        mimeType: 'image/webp',
        width: canvas.width,
        height: canvas.height,
        from: best ? 'image' : 'page',
      },
      transfer: [data.buffer],
    };
  } catch (error) {
    if ((error as { code?: string }).code?.startsWith('PDF_')) throw error;
    throw failure('PDF_UNREADABLE');
  } finally {
    await loading.destroy();
  }
}
