import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';
import { PatternReadingSchema } from '../patterns/pattern-reading.schemas.js';

/** The multipart field of `POST /pdf-processor/upload` (spec part 2 section 7). */
export const PDF_PROCESSOR_FIELD = 'pdf';

/** Spec part 2 section 9: "PDF limit 50MB". */
export const PDF_PROCESSOR_MAX_BYTES = 50 * 1024 * 1024;

/** The PDF Pattern Processor's texts (spec part 2 sections 2, 5 and 8) and the few the issue adds. */
export const PDF_PROCESSOR_TEXTS = {
  supported: 'Supported: PDF files up to 50MB',
  selectPdf: 'Please select a PDF file',
  selectFirst: 'Please select a file first',
  uploadButton: 'Upload and Process',
  tooLarge: 'The PDF is larger than 50MB',
  reading: 'Reading the PDF…',
  complete: 'Processing Complete',
  failed: 'Failed to process PDF',
  ravelryImported: 'Pattern imported from Ravelry. You can now edit and save it to your local library.',
  saveToLibrary: 'Save to Library',
} as const;

/**
 * API paths of the PDF processor (tools service, under the gateway's `/api`). The upload answers the result when
 * the PDF has a text layer; a scanned one is read by OCR after the answer, and its result is polled.
 */
export const PDF_PROCESSOR_API = {
  /** POST multipart `pdf`: 201 with the result, or 202 while OCR reads a scanned PDF. */
  upload: '/pdf-processor/upload',
  /** GET: one stored upload's result, or the OCR's progress while it runs. */
  result: apiPath('/pdf-processor/uploads/:id'),
  /** POST {pattern_id}: the stored PDF attached to a pattern of the user's library (Save to Library). */
  attach: apiPath('/pdf-processor/uploads/:id/attach'),
} as const;

/** Spec part 2 section 3: "analysis{title, author, difficulty, yarnWeight, materials[]}". */
export const PdfAnalysisSchema = z.object({
  title: z.string().nullable(),
  author: z.string().nullable(),
  /** A difficulty label of the library's scale (Beginner, Easy, Intermediate, Advanced, Expert). */
  difficulty: z.string().nullable(),
  /** 1-5 on the same scale, for the pattern form. */
  difficultyLevel: z.number().int().min(1).max(5).nullable(),
  yarnWeight: z.string().nullable(),
  /** The lines of the pattern's materials: yarn, needles or hook, notions. */
  materials: z.array(z.string()),
});
export type PdfAnalysis = z.infer<typeof PdfAnalysisSchema>;

export const PDF_IMAGE_FORMATS = ['jpeg', 'jpeg2000', 'jbig2', 'fax', 'raw'] as const;

/** One image object of the PDF: an image drawn on several pages is one. */
export const PdfImageSchema = z.object({
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  format: z.enum(PDF_IMAGE_FORMATS),
});
export type PdfImage = z.infer<typeof PdfImageSchema>;

/** Spec part 2 section 3: "extractedData{text, images[]}". */
export const PdfExtractedDataSchema = z.object({
  text: z.string(),
  images: z.array(PdfImageSchema),
});
export type PdfExtractedData = z.infer<typeof PdfExtractedDataSchema>;

export const PDF_PROCESSING_STATUSES = ['processing', 'done', 'failed'] as const;
export type PdfProcessingStatus = (typeof PDF_PROCESSING_STATUSES)[number];

/** Where the text came from: the PDF's own text layer, or OCR of its pages drawn as pictures. */
export const PDF_TEXT_SOURCES = ['text', 'ocr'] as const;

export const PdfOcrProgressSchema = z.object({
  /** Pages OCR reads (the scanned pages, at most the service's cap). */
  pages: z.number().int(),
  /** Pages read so far. */
  pagesDone: z.number().int(),
  /** 0-100 over every page. */
  percent: z.number().int().min(0).max(100),
});
export type PdfOcrProgress = z.infer<typeof PdfOcrProgressSchema>;

/**
 * One upload of the PDF processor and what was read from it. `analysis`, `extractedData` and `reading` (the
 * pattern-text parser's fields with their confidence) are there once `status` is `done`; `ocr` while OCR runs.
 */
export const PdfProcessingSchema = z.object({
  id: z.uuid(),
  fileName: z.string(),
  sizeBytes: z.number().int(),
  pages: z.number().int(),
  /** Pages read for text (the service reads at most a cap of them). */
  pagesRead: z.number().int(),
  status: z.enum(PDF_PROCESSING_STATUSES),
  textSource: z.enum(PDF_TEXT_SOURCES).nullable(),
  ocr: PdfOcrProgressSchema.nullable(),
  /** Why it failed, when `status` is `failed`. */
  error: z.string().nullable(),
  analysis: PdfAnalysisSchema.nullable(),
  extractedData: PdfExtractedDataSchema.nullable(),
  reading: PatternReadingSchema.nullable(),
  /** The library pattern this PDF was attached to (Save to Library), if it was. */
  patternId: z.uuid().nullable(),
  createdAt: z.string(),
});
export type PdfProcessing = z.infer<typeof PdfProcessingSchema>;

/** `POST /pdf-processor/uploads/{id}/attach`: the library pattern the PDF goes to (created by the pattern form). */
export const PdfAttachInputSchema = z
  .object({ pattern_id: z.uuid({ error: 'Must be a pattern id' }) })
  .strict();
export type PdfAttachInput = z.infer<typeof PdfAttachInputSchema>;
