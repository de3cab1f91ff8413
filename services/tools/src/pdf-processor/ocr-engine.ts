import { Injectable } from '@nestjs/common';
import { createRequire } from 'node:module';
import path from 'node:path';
import Tesseract from 'tesseract.js';

/**
 * The English data of @tesseract.js-data/eng (npm), the LSTM model in its integer ("best_int") form: read from
 * node_modules, never fetched at run time. Without a langPath tesseract.js would ask a CDN.
 */
export const OCR_LANGUAGE_PATH = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** A page's OCR took longer than its cap: the engine was stopped. */
export class OcrTimeoutError extends Error {
  constructor(readonly page: number) {
    super(`Reading page ${page} by OCR took too long`);
  }
}

/** One OCR run: pages read one after another by one Tesseract worker, then closed. */
export interface OcrSession {
  /** The page's text; `onProgress` gets 0-1 while Tesseract recognises it. */
  read(image: Buffer, page: number, onProgress: (share: number) => void): Promise<string>;
  close(): Promise<void>;
}

/**
 * Tesseract (tesseract.js: its WebAssembly core in a worker thread of its own) with the English data from npm.
 * A session is opened per upload and closed after it, so an idle service holds no OCR memory.
 */
@Injectable()
export class OcrEngine {
  async open(pageTimeoutMs: number): Promise<OcrSession> {
    let progress: (share: number) => void = () => undefined;
    const worker = await Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
      langPath: OCR_LANGUAGE_PATH,
      gzip: true,
      // Nothing written beside the data: the service may run on a read-only file system.
      cacheMethod: 'none',
      logger: (message) => {
        if (message.status === 'recognizing text') progress(message.progress);
      },
      errorHandler: () => undefined,
    });
    let closed = false;
    const close = async () => {
      if (closed) return;
      closed = true;
      await worker.terminate();
    };
    return {
      read: async (image, page, onProgress) => {
        progress = onProgress;
        let timer: NodeJS.Timeout | undefined;
        const timeout = new Promise<never>((_resolve, reject) => {
          timer = setTimeout(() => reject(new OcrTimeoutError(page)), pageTimeoutMs);
        });
        try {
          const { data } = await Promise.race([worker.recognize(image), timeout]);
          return data.text;
        } catch (error) {
          // A worker stopped mid-page cannot read another one.
          await close();
          throw error;
        } finally {
          clearTimeout(timer);
          progress = () => undefined;
        }
      },
      close,
    };
  }
}
