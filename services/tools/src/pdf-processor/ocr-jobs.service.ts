import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { drawPdfPage, type PdfImageObject } from '@yarn-mgmt/nest-kit/pdf';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';
import { OcrEngine, OcrTimeoutError, type OcrSession } from './ocr-engine.js';
import { uploadResult } from './pdf-processing.mapper.js';
import { PdfUploadsRepository } from './pdf-uploads.repository.js';

export interface OcrJob {
  userId: string;
  uploadId: string;
  storageKey: string;
  /** Pages to read, from the first. */
  pages: number;
  images: PdfImageObject[];
}

/** What the upload says when OCR could not finish. */
export const OCR_MESSAGES = {
  timeout: (page: number) => `Reading page ${page} by OCR took too long: try a smaller or clearer scan`,
  failed: 'The scanned pages could not be read by OCR',
  interrupted: 'Reading the PDF was interrupted: upload it again',
} as const;

/** Progress is written at most this often (and at every page's end): a heartbeat, not a write per tick. */
const PROGRESS_EVERY_MS = 400;

/**
 * OCR of scanned uploads, after the upload has answered: each page drawn in the `pdf` worker pool, read by
 * Tesseract, the progress written to the upload's row (which the page polls), then the text read as any PDF's.
 * At most OCR_CONCURRENCY uploads at once per process; the others wait their turn at 0 %.
 */
@Injectable()
export class OcrJobsService implements OnModuleDestroy {
  private readonly logger = new Logger(OcrJobsService.name);
  private readonly running = new Set<Promise<void>>();
  private readonly waiting: Array<() => void> = [];
  private active = 0;
  private stopping = false;

  constructor(
    private readonly uploads: PdfUploadsRepository,
    private readonly engine: OcrEngine,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(TOOLS_CONFIG) private readonly config: ToolsConfig,
  ) {}

  /** Starts reading the upload in the background. */
  start(job: OcrJob): void {
    const run = this.run(job).finally(() => this.running.delete(run));
    this.running.add(run);
  }

  async onModuleDestroy(): Promise<void> {
    this.stopping = true;
    for (const wake of this.waiting.splice(0)) wake();
    await Promise.allSettled([...this.running]);
  }

  private async run(job: OcrJob): Promise<void> {
    await this.turn();
    let session: OcrSession | undefined;
    try {
      // Each page is drawn by a worker that opens the stored file itself (a copy here while S3 holds it).
      const read = await this.files.withLocalFile(job.storageKey, async (file) => {
        if (this.stopping) throw new Error(OCR_MESSAGES.interrupted);
        session = await this.engine.open(this.config.OCR_PAGE_TIMEOUT_MS);
        return this.readPages(job, file, session);
      });
      if (read === null) throw new Error(OCR_MESSAGES.interrupted);
      await this.uploads.update(job.userId, job.uploadId, {
        status: 'done',
        ocrPagesDone: job.pages,
        ocrPercent: 100,
        result: uploadResult(read, job.images),
      });
    } catch (error) {
      const message =
        error instanceof OcrTimeoutError
          ? OCR_MESSAGES.timeout(error.page)
          : error instanceof Error && error.message === OCR_MESSAGES.interrupted
            ? OCR_MESSAGES.interrupted
            : OCR_MESSAGES.failed;
      if (message === OCR_MESSAGES.failed)
        this.logger.warn(`OCR of ${job.uploadId} failed: ${String(error)}`);
      await this.uploads
        .update(job.userId, job.uploadId, { status: 'failed', error: message })
        .catch(() => undefined);
    } finally {
      await session?.close().catch(() => undefined);
      this.release();
    }
  }

  /** The text of each page to read, by OCR, joined with blank lines. */
  private async readPages(job: OcrJob, file: string, session: OcrSession): Promise<string> {
    const texts: string[] = [];
    let written = 0;
    for (let page = 1; page <= job.pages; page += 1) {
      if (this.stopping) throw new Error(OCR_MESSAGES.interrupted);
      const { data: png } = await drawPdfPage({ file }, page, {
        timeoutMs: this.config.PDF_READ_TIMEOUT_MS,
      });
      const text = await session.read(png, page, (share) => {
        if (Date.now() - written < PROGRESS_EVERY_MS) return;
        written = Date.now();
        void this.progress(job, page - 1, share).catch(() => undefined);
      });
      texts.push(text.trim());
      written = Date.now();
      await this.progress(job, page, 0);
    }
    return texts.filter(Boolean).join('\n\n');
  }

  private progress(job: OcrJob, pagesDone: number, share: number) {
    const percent = Math.min(99, Math.floor(((pagesDone + share) / job.pages) * 100));
    return this.uploads.update(job.userId, job.uploadId, { ocrPagesDone: pagesDone, ocrPercent: percent });
  }

  private turn(): Promise<void> {
    if (this.active < this.config.OCR_CONCURRENCY || this.stopping) {
      this.active += 1;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.active += 1;
        resolve();
      }),
    );
  }

  private release(): void {
    this.active -= 1;
    this.waiting.shift()?.();
  }
}
