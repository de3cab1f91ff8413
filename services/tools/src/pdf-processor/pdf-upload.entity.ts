import { IdColumn, TextColumn, UserOwnedRow, UuidColumn } from '@yarn-mgmt/nest-kit';
import type { PdfAnalysis, PdfExtractedData, PatternReading } from '@yarn-mgmt/contracts';
import { Check, Column, Entity, Index, Unique } from 'typeorm';

/** What a finished read found: the spec's analysis and extracted data, and the parser's fields. */
export interface PdfUploadResult {
  analysis: PdfAnalysis;
  extractedData: PdfExtractedData;
  reading: PatternReading;
}

/**
 * One PDF the user gave the PDF processor: its file in storage (`<user>/<id>.pdf`), what was read from it, and,
 * while OCR reads a scanned one, how far it has got. Kept for Save to Library until PDF_UPLOAD_RETENTION_HOURS.
 */
@Entity({ name: 'pdf_uploads' })
@Unique('UQ_pdf_uploads_storage_key', ['storageKey'])
@Index('pdf_uploads_user_created', ['userId', 'createdAt'])
@Index('pdf_uploads_created', ['createdAt'])
@Check('CHK_pdf_uploads_size', `"size_bytes" >= 0`)
@Check('CHK_pdf_uploads_status', `"status" IN ('processing', 'done', 'failed')`)
@Check('CHK_pdf_uploads_text_source', `"text_source" IN ('text', 'ocr')`)
@Check('CHK_pdf_uploads_ocr_percent', `"ocr_percent" BETWEEN 0 AND 100`)
export class PdfUploadEntity extends UserOwnedRow {
  @IdColumn('pdf_uploads')
  id!: string;

  @TextColumn('storage_key')
  storageKey!: string;

  @TextColumn('file_name')
  fileName!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @TextColumn('mime_type', { default: 'application/pdf' })
  mimeType!: string;

  @Column({ type: 'integer', default: 0 })
  pages!: number;

  @Column({ name: 'pages_read', type: 'integer', default: 0 })
  pagesRead!: number;

  @TextColumn(undefined, { default: 'processing' })
  status!: 'processing' | 'done' | 'failed';

  @TextColumn('text_source', { nullable: true })
  textSource!: 'text' | 'ocr' | null;

  @Column({ name: 'ocr_pages', type: 'integer', nullable: true })
  ocrPages!: number | null;

  @Column({ name: 'ocr_pages_done', type: 'integer', nullable: true })
  ocrPagesDone!: number | null;

  @Column({ name: 'ocr_percent', type: 'smallint', nullable: true })
  ocrPercent!: number | null;

  @TextColumn(undefined, { nullable: true })
  error!: string | null;

  @Column({ type: 'jsonb', nullable: true })
  result!: PdfUploadResult | null;

  /** The library pattern the PDF was attached to (the patterns service's row: no foreign key). */
  @UuidColumn('pattern_id', { nullable: true })
  patternId!: string | null;
}
