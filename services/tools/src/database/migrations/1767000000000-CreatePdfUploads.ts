import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The PDF processor's uploads (issue 20): the file's key, name and size, what was read from it (the spec's
 * analysis and extracted data and the parser's fields, one jsonb), the OCR's progress while it runs, and the
 * library pattern it was attached to. Every row carries user_id; the retention sweep reads created_at.
 */
export class CreatePdfUploads1767000000000 implements MigrationInterface {
  name = 'CreatePdfUploads1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pdf_uploads" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "storage_key" text NOT NULL,
        "file_name" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "mime_type" text NOT NULL DEFAULT 'application/pdf',
        "pages" integer NOT NULL DEFAULT 0,
        "pages_read" integer NOT NULL DEFAULT 0,
        "status" text NOT NULL DEFAULT 'processing',
        "text_source" text,
        "ocr_pages" integer,
        "ocr_pages_done" integer,
        "ocr_percent" smallint,
        "error" text,
        "result" jsonb,
        "pattern_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pdf_uploads_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_pdf_uploads_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "CHK_pdf_uploads_size" CHECK ("size_bytes" >= 0),
        CONSTRAINT "CHK_pdf_uploads_status" CHECK ("status" IN ('processing', 'done', 'failed')),
        CONSTRAINT "CHK_pdf_uploads_text_source" CHECK ("text_source" IN ('text', 'ocr')),
        CONSTRAINT "CHK_pdf_uploads_ocr_percent" CHECK ("ocr_percent" BETWEEN 0 AND 100)
      )`);
    await queryRunner.query(
      `CREATE INDEX "pdf_uploads_user_created" ON "pdf_uploads" ("user_id", "created_at")`,
    );
    await queryRunner.query(`CREATE INDEX "pdf_uploads_created" ON "pdf_uploads" ("created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pdf_uploads"`);
  }
}
