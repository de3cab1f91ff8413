import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 22: each user's backups (the last 10 are kept). The file is in the platform's storage (`storage_key`) or
 * in the user's Google Drive (`drive_file_id`), never both.
 */
export class CreateBackups1768100000000 implements MigrationInterface {
  name = 'CreateBackups1768100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "backups" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "destination" text NOT NULL,
        "trigger" text NOT NULL,
        "include_photos" boolean NOT NULL,
        "file_name" text NOT NULL,
        "content_type" text NOT NULL,
        "size_bytes" bigint NOT NULL,
        "storage_key" text,
        "drive_file_id" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_backups_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_backups_user" FOREIGN KEY ("user_id") REFERENCES "users" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_backups_destination" CHECK ("destination" IN ('drive', 'platform')),
        CONSTRAINT "CHK_backups_trigger" CHECK ("trigger" IN ('scheduled', 'manual')),
        CONSTRAINT "CHK_backups_where" CHECK (
          ("destination" = 'platform' AND "storage_key" IS NOT NULL AND "drive_file_id" IS NULL) OR ("destination" = 'drive' AND "drive_file_id" IS NOT NULL AND "storage_key" IS NULL)
        ),
        CONSTRAINT "CHK_backups_size" CHECK ("size_bytes" >= 0)
      )
    `);
    await queryRunner.query(`CREATE INDEX "backups_user_created" ON "backups" ("user_id", "created_at")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "backups"`);
  }
}
