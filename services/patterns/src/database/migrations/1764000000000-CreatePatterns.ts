import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The pattern library (spec part 1 section 3). Categories are global (the six of the spec, seeded); designers,
 * patterns and every row hanging off a pattern are owned by a user and carry user_id.
 *
 * The list indexes lead with user_id and follow each sort, with id as the tiebreak. Search reads one column,
 * `search_text` (title, designer, tags and both notes, written by the service with the pattern), through a
 * trigram GIN index: a rare term is an index lookup instead of a scan of the user's rows and their joins.
 */
export class CreatePatterns1764000000000 implements MigrationInterface {
  name = 'CreatePatterns1764000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE "pattern_categories" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "position" smallint NOT NULL,
        CONSTRAINT "PK_pattern_categories_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_pattern_categories_name" UNIQUE ("name")
      )
    `);
    await queryRunner.query(`
      INSERT INTO "pattern_categories" ("name", "position") VALUES
        ('Sweater', 1), ('Hat', 2), ('Scarf', 3), ('Blanket', 4), ('Socks', 5), ('Accessories', 6)
    `);

    await queryRunner.query(`
      CREATE TABLE "pattern_designers" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pattern_designers_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_pattern_designers_name" CHECK (length(btrim("name")) > 0)
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "pattern_designers_user_name_key" ON "pattern_designers" ("user_id", lower("name"))`,
    );

    await queryRunner.query(`
      CREATE TABLE "patterns" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "title" text NOT NULL,
        "designer_id" uuid,
        "category_id" uuid,
        "craft_type" text NOT NULL DEFAULT 'knitting',
        "difficulty_level" smallint,
        "yarn_weight" text,
        "yardage_required" integer,
        "yardage_max" integer,
        "needle_sizes" text[] NOT NULL DEFAULT '{}',
        "gauge_stitches" numeric(6,2),
        "gauge_rows" numeric(6,2),
        "gauge_measurement" numeric(5,2),
        "sizes_available" text[] NOT NULL DEFAULT '{}',
        "pattern_source" text,
        "source" text NOT NULL DEFAULT 'local',
        "source_details" jsonb NOT NULL DEFAULT '{}',
        "purchase_date" date,
        "price" numeric(10,2),
        "currency" text,
        "is_free" boolean NOT NULL DEFAULT false,
        "is_favorite" boolean NOT NULL DEFAULT false,
        "google_drive_file_id" text,
        "ravelry_rating" numeric(3,2),
        "ravelry_rating_count" integer,
        "pattern_notes" text,
        "personal_notes" text,
        "image_url" text,
        "full_data" jsonb,
        "search_text" text NOT NULL DEFAULT '',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_patterns_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_patterns_designer" FOREIGN KEY ("designer_id") REFERENCES "pattern_designers" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_patterns_category" FOREIGN KEY ("category_id") REFERENCES "pattern_categories" ("id"),
        CONSTRAINT "CHK_patterns_craft" CHECK ("craft_type" IN ('knitting', 'crochet')),
        CONSTRAINT "CHK_patterns_difficulty" CHECK ("difficulty_level" BETWEEN 1 AND 5),
        CONSTRAINT "CHK_patterns_weight" CHECK ("yarn_weight" IN ('Lace', 'Fingering', 'Sport', 'DK', 'Worsted', 'Aran', 'Chunky', 'Super Chunky')),
        CONSTRAINT "CHK_patterns_numbers" CHECK ("yardage_required" >= 0 AND "yardage_max" >= 0 AND "price" >= 0 AND "ravelry_rating_count" >= 0),
        CONSTRAINT "CHK_patterns_source" CHECK ("source" IN ('local', 'ravelry')),
        CONSTRAINT "CHK_patterns_currency" CHECK ("currency" ~ '^[A-Z]{3}$')
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "patterns_user_created" ON "patterns" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "patterns_user_title" ON "patterns" ("user_id", lower("title"), "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "patterns_user_difficulty" ON "patterns" ("user_id", "difficulty_level", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "patterns_user_yardage" ON "patterns" ("user_id", "yardage_required", "id")`,
    );
    await queryRunner.query(`CREATE INDEX "patterns_user_designer" ON "patterns" ("user_id", "designer_id")`);
    await queryRunner.query(`CREATE INDEX "patterns_user_category" ON "patterns" ("user_id", "category_id")`);
    await queryRunner.query(
      `CREATE INDEX "patterns_search_trgm" ON "patterns" USING gin ("search_text" gin_trgm_ops)`,
    );

    for (const table of ['pattern_tags', 'pattern_techniques']) {
      await queryRunner.query(`
        CREATE TABLE "${table}" (
          "id" uuid NOT NULL DEFAULT gen_random_uuid(),
          "user_id" uuid NOT NULL,
          "pattern_id" uuid NOT NULL,
          "name" text NOT NULL,
          "position" smallint NOT NULL,
          CONSTRAINT "PK_${table}_id" PRIMARY KEY ("id"),
          CONSTRAINT "FK_${table}_pattern" FOREIGN KEY ("pattern_id") REFERENCES "patterns" ("id") ON DELETE CASCADE,
          CONSTRAINT "UQ_${table}_position" UNIQUE ("pattern_id", "position")
        )
      `);
      // Similar patterns look up the user's rows of the pattern's own names.
      await queryRunner.query(`CREATE INDEX "${table}_user_name" ON "${table}" ("user_id", lower("name"))`);
    }

    await queryRunner.query(`
      CREATE TABLE "pattern_size_yardage" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "pattern_id" uuid NOT NULL,
        "size" text,
        "yards" integer NOT NULL,
        "position" smallint NOT NULL,
        CONSTRAINT "PK_pattern_size_yardage_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_pattern_size_yardage_pattern" FOREIGN KEY ("pattern_id") REFERENCES "patterns" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_pattern_size_yardage_position" UNIQUE ("pattern_id", "position"),
        CONSTRAINT "CHK_pattern_size_yardage_yards" CHECK ("yards" >= 0)
      )
    `);

    await queryRunner.query(`
      CREATE TABLE "pattern_files" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "pattern_id" uuid NOT NULL,
        "storage_key" text NOT NULL,
        "original_name" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "mime_type" text NOT NULL DEFAULT 'application/pdf',
        "uploaded_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_pattern_files_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_pattern_files_pattern" FOREIGN KEY ("pattern_id") REFERENCES "patterns" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_pattern_files_pattern" UNIQUE ("pattern_id"),
        CONSTRAINT "UQ_pattern_files_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "CHK_pattern_files_size" CHECK ("size_bytes" >= 0)
      )
    `);

    await queryRunner.query(`
      CREATE TABLE "activity" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" text NOT NULL DEFAULT 'pattern',
        "description" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_activity_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_activity_type" CHECK ("type" IN ('pattern'))
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "activity_user_created" ON "activity" ("user_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity"`);
    await queryRunner.query(`DROP TABLE "pattern_files"`);
    await queryRunner.query(`DROP TABLE "pattern_size_yardage"`);
    await queryRunner.query(`DROP TABLE "pattern_techniques"`);
    await queryRunner.query(`DROP TABLE "pattern_tags"`);
    await queryRunner.query(`DROP TABLE "patterns"`);
    await queryRunner.query(`DROP TABLE "pattern_designers"`);
    await queryRunner.query(`DROP TABLE "pattern_categories"`);
    // pg_trgm stays: another database object may use it, and keeping an extension changes no data.
  }
}
