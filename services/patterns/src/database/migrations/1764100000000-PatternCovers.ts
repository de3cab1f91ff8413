import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Pattern covers (issue 26): one picture per pattern beside its PDF, made from the PDF or the user's own. */
export class PatternCovers1764100000000 implements MigrationInterface {
  name = 'PatternCovers1764100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "pattern_covers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "pattern_id" uuid NOT NULL,
        "storage_key" text NOT NULL,
        "mime_type" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "source" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pattern_covers_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_pattern_covers_pattern" FOREIGN KEY ("pattern_id") REFERENCES "patterns" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_pattern_covers_pattern" UNIQUE ("pattern_id"),
        CONSTRAINT "UQ_pattern_covers_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "CHK_pattern_covers_size" CHECK ("size_bytes" >= 0),
        CONSTRAINT "CHK_pattern_covers_source" CHECK ("source" IN ('pdf', 'upload'))
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pattern_covers"`);
  }
}
