import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Projects (spec part 1 section 3 and issue 9): the projects, the stash yarn reserved for them, the usage recorded
 * from them (one row per Idempotency-Key), their counters, and this service's activity rows. Every row carries
 * user_id.
 *
 * The list indexes lead with user_id and follow each sort with id as the tiebreak; the board's status tabs read
 * (user_id, status, updated_at). Search reads one column, `search_text` (name, pattern title, recipient, notes),
 * through a trigram GIN index, like the patterns service.
 */
export class CreateProjects1765000000000 implements MigrationInterface {
  name = 'CreateProjects1765000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(`
      CREATE TABLE "projects" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "status" text NOT NULL DEFAULT 'queued',
        "pattern_id" uuid,
        "pattern_title" text,
        "pattern_craft_type" text,
        "pattern_yarn_weight" text,
        "pattern_sizes" text[] NOT NULL DEFAULT '{}',
        "pattern_yardage_by_size" jsonb NOT NULL DEFAULT '[]',
        "pattern_yardage_required" integer,
        "craft_type" text NOT NULL DEFAULT 'knitting',
        "size" text,
        "start_date" date,
        "end_date" date,
        "progress_percentage" smallint NOT NULL DEFAULT 0,
        "notes" text,
        "priority" smallint,
        "target_completion_date" date,
        "recipient" text,
        "size_made" text,
        "needle_size" text,
        "gauge_achieved" text,
        "photos" jsonb NOT NULL DEFAULT '[]',
        "total_rows" integer,
        "progress_counter_id" uuid,
        "search_text" text NOT NULL DEFAULT '',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_projects_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_projects_name" CHECK (length(btrim("name")) > 0),
        CONSTRAINT "CHK_projects_status" CHECK ("status" IN ('queued', 'active', 'hibernating', 'completed', 'frogged')),
        CONSTRAINT "CHK_projects_craft" CHECK ("craft_type" IN ('knitting', 'crochet')),
        CONSTRAINT "CHK_projects_progress" CHECK ("progress_percentage" BETWEEN 0 AND 100),
        CONSTRAINT "CHK_projects_priority" CHECK ("priority" BETWEEN 1 AND 3),
        CONSTRAINT "CHK_projects_rows" CHECK ("total_rows" > 0 AND "pattern_yardage_required" >= 0)
      )
    `);
    const indexes: Array<[string, string]> = [
      ['projects_user_updated', '("user_id", "updated_at", "id")'],
      ['projects_user_created', '("user_id", "created_at", "id")'],
      ['projects_user_priority', '("user_id", "priority", "id")'],
      ['projects_user_name', '("user_id", lower("name"), "id")'],
      ['projects_user_target', '("user_id", "target_completion_date", "id")'],
      ['projects_user_status', '("user_id", "status", "updated_at", "id")'],
      ['projects_user_start', '("user_id", "start_date")'],
      ['projects_user_pattern', '("user_id", "pattern_id")'],
      ['projects_user_recipient', '("user_id", lower("recipient"))'],
    ];
    for (const [name, columns] of indexes) {
      await queryRunner.query(`CREATE INDEX "${name}" ON "projects" ${columns}`);
    }
    await queryRunner.query(
      `CREATE INDEX "projects_search_trgm" ON "projects" USING gin ("search_text" gin_trgm_ops)`,
    );
    await queryRunner.query(
      `CREATE INDEX "projects_pattern_title_trgm" ON "projects" USING gin ("pattern_title" gin_trgm_ops)`,
    );

    await queryRunner.query(`
      CREATE TABLE "project_allocations" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "project_id" uuid NOT NULL,
        "yarn_id" uuid NOT NULL,
        "brand" text NOT NULL,
        "line" text NOT NULL,
        "colorway" text,
        "weight_category" text,
        "yards_per_skein" numeric(12,2),
        "skeins_reserved" numeric(10,2) NOT NULL DEFAULT 0,
        "yards_reserved" numeric(14,2) NOT NULL DEFAULT 0,
        "skeins_used" numeric(10,2) NOT NULL DEFAULT 0,
        "yards_used" numeric(14,2) NOT NULL DEFAULT 0,
        "released_at" TIMESTAMP WITH TIME ZONE,
        "position" smallint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_project_allocations_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_project_allocations_project" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_project_allocations_yarn" UNIQUE ("project_id", "yarn_id"),
        CONSTRAINT "UQ_project_allocations_position" UNIQUE ("project_id", "position"),
        CONSTRAINT "CHK_project_allocations_amounts" CHECK ("skeins_reserved" >= 0 AND "yards_reserved" >= 0 AND "skeins_used" >= 0 AND "yards_used" >= 0 AND "yards_per_skein" >= 0)
      )
    `);
    // The yarn detail's Projects tab, the yarn filter and the free amount of an entry read by yarn.
    await queryRunner.query(
      `CREATE INDEX "project_allocations_user_yarn" ON "project_allocations" ("user_id", "yarn_id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "project_usage" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "project_id" uuid NOT NULL,
        "allocation_id" uuid NOT NULL,
        "idempotency_key" text NOT NULL,
        "skeins" numeric(10,2) NOT NULL,
        "yards" numeric(14,2) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_project_usage_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_project_usage_project" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_project_usage_allocation" FOREIGN KEY ("allocation_id") REFERENCES "project_allocations" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_project_usage_key" UNIQUE ("user_id", "project_id", "idempotency_key"),
        CONSTRAINT "CHK_project_usage_amounts" CHECK ("skeins" >= 0 AND "yards" >= 0)
      )
    `);
    await queryRunner.query(`CREATE INDEX "project_usage_allocation" ON "project_usage" ("allocation_id")`);

    await queryRunner.query(`
      CREATE TABLE "project_counters" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "project_id" uuid NOT NULL,
        "name" text NOT NULL,
        "value" integer NOT NULL DEFAULT 0,
        "target" integer,
        "position" smallint NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_project_counters_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_project_counters_project" FOREIGN KEY ("project_id") REFERENCES "projects" ("id") ON DELETE CASCADE,
        CONSTRAINT "UQ_project_counters_position" UNIQUE ("project_id", "position"),
        CONSTRAINT "CHK_project_counters_numbers" CHECK ("value" >= 0 AND "target" > 0)
      )
    `);
    await queryRunner.query(`
      ALTER TABLE "projects" ADD CONSTRAINT "FK_projects_progress_counter"
        FOREIGN KEY ("progress_counter_id") REFERENCES "project_counters" ("id") ON DELETE SET NULL
    `);

    await queryRunner.query(`
      CREATE TABLE "activity" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" text NOT NULL DEFAULT 'project',
        "description" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_activity_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_activity_type" CHECK ("type" IN ('project'))
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "activity_user_created" ON "activity" ("user_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "FK_projects_progress_counter"`);
    await queryRunner.query(`DROP TABLE "project_counters"`);
    await queryRunner.query(`DROP TABLE "project_usage"`);
    await queryRunner.query(`DROP TABLE "project_allocations"`);
    await queryRunner.query(`DROP TABLE "projects"`);
    // pg_trgm stays: another database object may use it, and keeping an extension changes no data.
  }
}
