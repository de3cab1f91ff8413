import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Pattern PDFs stored in the owner's Google Drive (issue 22): a file row keeps its name, size and type and holds its
 * bytes either here (`storage_key`) or in Drive (`drive_file_id`), never both, never neither. A Drive copy whose
 * row went (the file replaced or removed, the pattern deleted) waits in `pattern_drive_trash` until the account
 * service's drive-files job has moved it to the Drive's trash.
 */
export class PatternFilesInDrive1768200000000 implements MigrationInterface {
  name = 'PatternFilesInDrive1768200000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "pattern_files" ALTER COLUMN "storage_key" DROP NOT NULL`);
    await queryRunner.query(`ALTER TABLE "pattern_files" ADD "drive_file_id" text`);
    await queryRunner.query(
      `ALTER TABLE "pattern_files" ADD CONSTRAINT "CHK_pattern_files_location" CHECK (("storage_key" IS NULL) <> ("drive_file_id" IS NULL))`,
    );
    await queryRunner.query(`
      CREATE TABLE "pattern_drive_trash" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "drive_file_id" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pattern_drive_trash_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_pattern_drive_trash_file" UNIQUE ("user_id", "drive_file_id")
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pattern_drive_trash"`);
    await queryRunner.query(`ALTER TABLE "pattern_files" DROP CONSTRAINT "CHK_pattern_files_location"`);
    // Rows whose bytes are only in Drive cannot keep a file here: they go (the PDFs stay in the owner's Drive).
    await queryRunner.query(`DELETE FROM "pattern_files" WHERE "storage_key" IS NULL`);
    await queryRunner.query(`ALTER TABLE "pattern_files" DROP COLUMN "drive_file_id"`);
    await queryRunner.query(`ALTER TABLE "pattern_files" ALTER COLUMN "storage_key" SET NOT NULL`);
  }
}
