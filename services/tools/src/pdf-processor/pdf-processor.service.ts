import { Inject, Injectable } from '@nestjs/common';
import { openAsBlob } from 'node:fs';
import type { Pattern, PdfProcessing } from '@yarn-mgmt/contracts';
import { extractPdfText, type PdfText } from '@yarn-mgmt/nest-kit/pdf';
import { FILE_STORAGE, type FileStorage } from '@yarn-mgmt/nest-kit/storage';
import { TOOLS_CONFIG, type ToolsConfig } from '../config/tools.config.js';
import { PatternsClient } from '../neighbours/patterns.client.js';
import { OCR_MESSAGES, OcrJobsService } from './ocr-jobs.service.js';
import { toPdfProcessing, uploadResult } from './pdf-processing.mapper.js';
import { PdfProcessorError } from './pdf-processor.errors.js';
import type { PdfUploadEntity } from './pdf-upload.entity.js';
import type { StoredUpload } from './pdf-upload.interceptor.js';
import { PdfUploadsRepository } from './pdf-uploads.repository.js';

/** A page with fewer characters than this has no text layer worth the name (a scan's page number, a stray mark). */
const TEXT_LAYER_MIN_CHARS = 10;

/** Scanned: pictures, and no page read with a text layer. */
export const isScanned = (read: PdfText): boolean =>
  (read.images?.length ?? 0) > 0 && read.pageChars.every((chars) => chars < TEXT_LAYER_MIN_CHARS);

/**
 * The PDF Pattern Processor: an upload is read at once when it has a text layer (201 with the result), or kept
 * for OCR when it is a scan (202; the result is polled). Uploads are the user's rows: another user's is a 404.
 */
@Injectable()
export class PdfProcessorService {
  constructor(
    private readonly uploads: PdfUploadsRepository,
    private readonly ocr: OcrJobsService,
    private readonly patterns: PatternsClient,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    @Inject(TOOLS_CONFIG) private readonly config: ToolsConfig,
  ) {}

  async upload(userId: string, stored: StoredUpload | undefined): Promise<PdfProcessing> {
    if (!stored) throw new PdfProcessorError('FILE_MISSING');
    let row: PdfUploadEntity;
    let read: PdfText;
    try {
      row = await this.uploads.insert({
        id: stored.id,
        userId,
        storageKey: stored.storageKey,
        fileName: stored.fileName,
        sizeBytes: stored.size,
      });
      // The worker opens the stored file itself: this thread never holds the (up to 50 MB) PDF.
      const text = await this.files.withLocalFile(stored.storageKey, (file) =>
        extractPdfText(
          { file },
          {
            images: true,
            maxPages: this.config.PDF_MAX_PAGES,
            timeoutMs: this.config.PDF_READ_TIMEOUT_MS,
          },
        ),
      );
      if (!text) throw new PdfProcessorError('FILE_MISSING');
      read = text;
    } catch (error) {
      // Not readable (a 400 that says why), or the database failed: nothing of it is kept.
      await this.uploads.remove(userId, stored.id).catch(() => undefined);
      await this.files.delete(stored.storageKey);
      throw error;
    }
    const counts = { pages: read.pages, pagesRead: read.pagesRead };
    if (isScanned(read)) {
      const pages = Math.min(read.pages, this.config.OCR_MAX_PAGES);
      await this.uploads.update(userId, row.id, {
        ...counts,
        textSource: 'ocr',
        ocrPages: pages,
        ocrPagesDone: 0,
        ocrPercent: 0,
      });
      this.ocr.start({
        userId,
        uploadId: row.id,
        storageKey: row.storageKey,
        pages,
        images: read.images ?? [],
      });
    } else {
      await this.uploads.update(userId, row.id, {
        ...counts,
        status: 'done',
        textSource: 'text',
        result: uploadResult(read.text, read.images ?? []),
      });
    }
    return this.get(userId, row.id);
  }

  /**
   * The upload as it stands. An OCR whose heartbeat stopped (its process ended mid-run) is failed here, so the
   * page that polls it is told instead of waiting forever.
   */
  async get(userId: string, id: string): Promise<PdfProcessing> {
    const row = await this.uploads.find(userId, id);
    if (!row) throw new PdfProcessorError('UPLOAD_NOT_FOUND');
    const silentFor = Date.now() - row.updatedAt.getTime();
    if (row.status === 'processing' && silentFor > this.config.OCR_PAGE_TIMEOUT_MS + 60_000) {
      await this.uploads.update(userId, id, { status: 'failed', error: OCR_MESSAGES.interrupted });
      return this.get(userId, id);
    }
    return toPdfProcessing(row);
  }

  /**
   * Save to Library's second step: the pattern form has created the pattern; the kept PDF goes to it through the
   * patterns service (tools -> patterns, with the user's own token). Its 404 is ours; it being down is a 503.
   */
  async attach(userId: string, bearer: string, id: string, patternId: string): Promise<Pattern> {
    const row = await this.uploads.find(userId, id);
    if (!row) throw new PdfProcessorError('UPLOAD_NOT_FOUND');
    if (row.status !== 'done') throw new PdfProcessorError('NOT_READ_YET');
    // A file-backed Blob: the PDF is streamed from disk to the patterns service, never held here whole.
    const answer = await this.files.withLocalFile(row.storageKey, async (file) =>
      this.patterns.attachPdf(
        bearer,
        patternId,
        await openAsBlob(file, { type: 'application/pdf' }),
        row.fileName,
      ),
    );
    if (!answer) throw new PdfProcessorError('UPLOAD_NOT_FOUND');
    if (!answer.ok) {
      if (answer.status === 404) throw new PdfProcessorError('PATTERN_NOT_FOUND');
      throw new PdfProcessorError('PATTERNS_UNAVAILABLE');
    }
    await this.uploads.update(userId, id, { patternId });
    return answer.value;
  }
}
