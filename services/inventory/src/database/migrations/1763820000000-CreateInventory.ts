import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Brands and yarn lines are shared reference data that users extend; every other table is owned by a user and
 * every query filters on user_id. The list indexes lead with user_id and follow each sort, with id as the
 * tiebreak, so a page of a 10 000-entry stash is an index range scan.
 *
 * No trigram index for search: the search ORs ILIKE over five columns of three joined tables, always within one
 * user's rows, which the user_id indexes already narrow; a global trigram index could not use user_id.
 */
export class CreateInventory1763820000000 implements MigrationInterface {
  name = 'CreateInventory1763820000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "brands" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "name" text NOT NULL,
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_brands_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_brands_name" CHECK (length(btrim("name")) > 0)
      )
    `);
    await queryRunner.query(`CREATE UNIQUE INDEX "brands_name_key" ON "brands" (lower("name"))`);

    await queryRunner.query(`
      CREATE TABLE "yarn_lines" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "brand_id" uuid NOT NULL,
        "name" text NOT NULL,
        "weight_category" text,
        "fiber_content" text,
        "yardage_per_skein" integer,
        "weight_grams" numeric(10,2),
        "discontinued" boolean NOT NULL DEFAULT false,
        "created_by" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_yarn_lines_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_yarn_lines_brand" FOREIGN KEY ("brand_id") REFERENCES "brands" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_yarn_lines_weight" CHECK ("weight_category" IN ('Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky')),
        CONSTRAINT "CHK_yarn_lines_numbers" CHECK ("yardage_per_skein" >= 0 AND "weight_grams" >= 0)
      )
    `);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "yarn_lines_brand_name_key" ON "yarn_lines" ("brand_id", lower("name"))`,
    );

    await queryRunner.query(`
      CREATE TABLE "yarn_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "yarn_line_id" uuid NOT NULL,
        "colorway" text,
        "color_family" text,
        "dye_lot" text,
        "purchase_price" numeric(12,2),
        "purchase_date" date,
        "vendor" text,
        "storage_location" text,
        "notes" text,
        "condition" text,
        "is_favorite" boolean NOT NULL DEFAULT false,
        "tags" text[] NOT NULL DEFAULT '{}',
        "skeins_total" numeric(10,2) NOT NULL,
        "skeins_remaining" numeric(10,2) NOT NULL,
        "total_yardage" numeric(14,2) NOT NULL DEFAULT 0,
        "remaining_yardage" numeric(14,2) NOT NULL DEFAULT 0,
        "desired_quantity_grams" numeric(12,2),
        "hex_color" text,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_yarn_items_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_yarn_items_line" FOREIGN KEY ("yarn_line_id") REFERENCES "yarn_lines" ("id"),
        CONSTRAINT "CHK_yarn_items_stock" CHECK (
          "skeins_total" >= 0 AND "skeins_remaining" >= 0 AND "total_yardage" >= 0 AND "remaining_yardage" >= 0
        ),
        CONSTRAINT "CHK_yarn_items_hex" CHECK ("hex_color" ~ '^#[0-9a-fA-F]{6}$')
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "yarn_items_user_created" ON "yarn_items" ("user_id", "created_at", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "yarn_items_user_colorway" ON "yarn_items" ("user_id", "colorway", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "yarn_items_user_remaining_yardage" ON "yarn_items" ("user_id", "remaining_yardage", "id")`,
    );
    await queryRunner.query(
      `CREATE INDEX "yarn_items_user_skeins_remaining" ON "yarn_items" ("user_id", "skeins_remaining", "id")`,
    );
    // The brand sort and brand filter join through the line.
    await queryRunner.query(
      `CREATE INDEX "yarn_items_user_line" ON "yarn_items" ("user_id", "yarn_line_id")`,
    );
    await queryRunner.query(`CREATE INDEX "yarn_items_line" ON "yarn_items" ("yarn_line_id")`);

    await queryRunner.query(`
      CREATE TABLE "yarn_photos" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "yarn_item_id" uuid NOT NULL,
        "storage_key" text NOT NULL,
        "mime_type" text NOT NULL,
        "size_bytes" integer NOT NULL,
        "alt" text NOT NULL DEFAULT '',
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_yarn_photos_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_yarn_photos_storage_key" UNIQUE ("storage_key"),
        CONSTRAINT "FK_yarn_photos_item" FOREIGN KEY ("yarn_item_id") REFERENCES "yarn_items" ("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "yarn_photos_item" ON "yarn_photos" ("yarn_item_id", "created_at", "id")`,
    );

    await queryRunner.query(`
      CREATE TABLE "usage_records" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "yarn_item_id" uuid NOT NULL,
        "skeins" numeric(10,2) NOT NULL,
        "yardage" numeric(14,2) NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_usage_records_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_usage_records_item" FOREIGN KEY ("yarn_item_id") REFERENCES "yarn_items" ("id") ON DELETE CASCADE
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "usage_records_item" ON "usage_records" ("yarn_item_id", "created_at")`,
    );

    await queryRunner.query(`
      CREATE TABLE "shopping_list_items" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "name" text NOT NULL,
        "quantity" numeric(10,2) NOT NULL DEFAULT 1,
        "unit" text NOT NULL DEFAULT 'skeins',
        "notes" text,
        "checked" boolean NOT NULL DEFAULT false,
        "yarn_item_id" uuid,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shopping_list_items_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_shopping_list_items_yarn" FOREIGN KEY ("yarn_item_id") REFERENCES "yarn_items" ("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_shopping_list_items_quantity" CHECK ("quantity" > 0)
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "shopping_list_items_user" ON "shopping_list_items" ("user_id", "created_at", "id")`,
    );
    // At most one open (unchecked) entry per yarn: "Add to Shopping List" twice, even at once, gives one row.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "shopping_list_items_open_yarn_key" ON "shopping_list_items" ("yarn_item_id")
       WHERE "yarn_item_id" IS NOT NULL AND NOT "checked"`,
    );

    await queryRunner.query(`
      CREATE TABLE "activity" (
        "id" uuid NOT NULL DEFAULT gen_random_uuid(),
        "user_id" uuid NOT NULL,
        "type" text NOT NULL DEFAULT 'yarn',
        "description" text NOT NULL,
        "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_activity_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_activity_type" CHECK ("type" IN ('yarn'))
      )
    `);
    await queryRunner.query(
      `CREATE INDEX "activity_user_created" ON "activity" ("user_id", "created_at", "id")`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "activity"`);
    await queryRunner.query(`DROP TABLE "shopping_list_items"`);
    await queryRunner.query(`DROP TABLE "usage_records"`);
    await queryRunner.query(`DROP TABLE "yarn_photos"`);
    await queryRunner.query(`DROP TABLE "yarn_items"`);
    await queryRunner.query(`DROP TABLE "yarn_lines"`);
    await queryRunner.query(`DROP TABLE "brands"`);
  }
}
