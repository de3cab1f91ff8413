import type { PdfProcessing } from '@yarn-mgmt/contracts';
import { readPatternAnalysis } from '@yarn-mgmt/domain';
import type { PdfImageObject } from '@yarn-mgmt/nest-kit/pdf';
import type { PdfUploadEntity, PdfUploadResult } from './pdf-upload.entity.js';

/** What a PDF's text says (libs/domain's pattern-text parser) and its image objects, as the upload keeps them. */
export function uploadResult(text: string, images: readonly PdfImageObject[]): PdfUploadResult {
  const { analysis, reading } = readPatternAnalysis(text);
  return {
    analysis,
    reading,
    extractedData: { text, images: images.map(({ width, height, format }) => ({ width, height, format })) },
  };
}

/** An upload as the API answers it (PdfProcessingSchema). */
export function toPdfProcessing(row: PdfUploadEntity): PdfProcessing {
  const running = row.status === 'processing' && row.textSource === 'ocr';
  return {
    id: row.id,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    pages: row.pages,
    pagesRead: row.pagesRead,
    status: row.status,
    textSource: row.textSource,
    ocr:
      row.textSource === 'ocr' && row.ocrPages !== null
        ? {
            pages: row.ocrPages,
            pagesDone: row.ocrPagesDone ?? 0,
            percent: running ? (row.ocrPercent ?? 0) : row.status === 'done' ? 100 : (row.ocrPercent ?? 0),
          }
        : null,
    error: row.error,
    analysis: row.result?.analysis ?? null,
    extractedData: row.result?.extractedData ?? null,
    reading: row.result?.reading ?? null,
    patternId: row.patternId,
    createdAt: row.createdAt.toISOString(),
  };
}
