import type { MigrationInterface, QueryRunner } from 'typeorm';

const TIMESTAMPS = `"created_at" timestamptz NOT NULL DEFAULT now(), "updated_at" timestamptz NOT NULL DEFAULT now()`;

/**
 * Deals (issue 11; spec part 2 section 3): scraper targets and their selector health, scrape runs (the logs),
 * products with every price observed, deals (one row per sale episode), and archived pages with a full-text
 * vector. Deals are global (no user_id). Partial unique indexes hold the two "at most one" rules: one open
 * (queued or running) run per target, one active deal per product.
 */
export class CreateDeals1767000000000 implements MigrationInterface {
  name = 'CreateDeals1767000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    const run = (sql: string) => queryRunner.query(sql);
    await run(`
      CREATE TABLE "scraper_targets" (
        "id" SERIAL NOT NULL, "name" text NOT NULL, "url" text NOT NULL, "category" text NOT NULL,
        "scraper_type" text NOT NULL, "scrape_frequency" text NOT NULL, "selectors" jsonb NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true, "last_scraped_at" timestamptz, ${TIMESTAMPS},
        CONSTRAINT "PK_scraper_targets_id" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_scraper_targets_category" CHECK ("category" IN ('deals', 'news', 'both')),
        CONSTRAINT "CHK_scraper_targets_type" CHECK ("scraper_type" IN ('static', 'dynamic', 'api')),
        CONSTRAINT "CHK_scraper_targets_frequency" CHECK ("scrape_frequency" IN ('hourly', 'daily', 'weekly', 'monthly'))
      )`);
    await run(`CREATE INDEX "scraper_targets_active" ON "scraper_targets" ("is_active")`);
    await run(`
      CREATE TABLE "selector_health" (
        "target_id" integer NOT NULL, "consecutive_failures" integer NOT NULL DEFAULT 0,
        "failing_selector" text, "last_message" text, "last_checked_at" timestamptz,
        CONSTRAINT "PK_selector_health_target" PRIMARY KEY ("target_id"),
        CONSTRAINT "FK_selector_health_target" FOREIGN KEY ("target_id") REFERENCES "scraper_targets" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_selector_health_failures" CHECK ("consecutive_failures" >= 0)
      )`);
    await run(`
      CREATE TABLE "scrape_runs" (
        "id" SERIAL NOT NULL, "target_id" integer NOT NULL, "status" text NOT NULL, "trigger" text NOT NULL,
        "attempts" integer NOT NULL DEFAULT 0, "items_scraped" integer NOT NULL DEFAULT 0,
        "new_deals_found" integer NOT NULL DEFAULT 0, "duration_ms" integer, "error_message" text,
        "created_at" timestamptz NOT NULL DEFAULT now(), "started_at" timestamptz, "finished_at" timestamptz,
        CONSTRAINT "PK_scrape_runs_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_scrape_runs_target" FOREIGN KEY ("target_id") REFERENCES "scraper_targets" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_scrape_runs_status" CHECK ("status" IN ('queued', 'running', 'success', 'failure')),
        CONSTRAINT "CHK_scrape_runs_trigger" CHECK ("trigger" IN ('manual', 'all', 'schedule'))
      )`);
    await run(`CREATE INDEX "scrape_runs_created" ON "scrape_runs" ("created_at")`);
    await run(`CREATE INDEX "scrape_runs_target_created" ON "scrape_runs" ("target_id", "created_at")`);
    await run(
      `CREATE UNIQUE INDEX "scrape_runs_one_open" ON "scrape_runs" ("target_id") WHERE "status" IN ('queued', 'running')`,
    );
    await run(`
      CREATE TABLE "products" (
        "id" SERIAL NOT NULL, "target_id" integer NOT NULL, "product_url" text NOT NULL, "name" text NOT NULL,
        "brand" text, "yarn_weight" text, "fiber_content" text, "image_url" text,
        "current_price" numeric(12,2) NOT NULL, "original_price" numeric(12,2),
        "first_seen_at" timestamptz NOT NULL, "last_seen_at" timestamptz NOT NULL, "last_seen_run_id" integer,
        CONSTRAINT "PK_products_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_products_target_url" UNIQUE ("target_id", "product_url"),
        CONSTRAINT "FK_products_target" FOREIGN KEY ("target_id") REFERENCES "scraper_targets" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_products_last_run" FOREIGN KEY ("last_seen_run_id") REFERENCES "scrape_runs" ("id") ON DELETE SET NULL
      )`);
    await run(`CREATE INDEX "products_brand" ON "products" (lower("brand"))`);
    await run(`
      CREATE TABLE "price_observations" (
        "id" SERIAL NOT NULL, "product_id" integer NOT NULL, "run_id" integer NOT NULL,
        "current_price" numeric(12,2) NOT NULL, "original_price" numeric(12,2), "observed_at" timestamptz NOT NULL,
        CONSTRAINT "PK_price_observations_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_price_observations_product_run" UNIQUE ("product_id", "run_id"),
        CONSTRAINT "FK_price_observations_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_price_observations_run" FOREIGN KEY ("run_id") REFERENCES "scrape_runs" ("id") ON DELETE CASCADE
      )`);
    await run(
      `CREATE INDEX "price_observations_product_observed" ON "price_observations" ("product_id", "observed_at")`,
    );
    await run(`
      CREATE TABLE "deals" (
        "id" SERIAL NOT NULL, "product_id" integer NOT NULL, "target_id" integer NOT NULL,
        "product_name" text NOT NULL, "brand" text, "retailer_name" text NOT NULL,
        "current_price" numeric(12,2) NOT NULL, "original_price" numeric(12,2) NOT NULL,
        "discount_percentage" integer NOT NULL, "yarn_weight" text, "fiber_content" text, "image_url" text,
        "product_url" text NOT NULL, "first_seen_at" timestamptz NOT NULL, "last_seen_at" timestamptz NOT NULL,
        "is_active" boolean NOT NULL DEFAULT true, "ended_at" timestamptz,
        CONSTRAINT "PK_deals_id" PRIMARY KEY ("id"),
        CONSTRAINT "FK_deals_product" FOREIGN KEY ("product_id") REFERENCES "products" ("id") ON DELETE CASCADE,
        CONSTRAINT "FK_deals_target" FOREIGN KEY ("target_id") REFERENCES "scraper_targets" ("id") ON DELETE CASCADE,
        CONSTRAINT "CHK_deals_prices" CHECK ("current_price" >= 0 AND "original_price" > "current_price")
      )`);
    await run(`CREATE UNIQUE INDEX "deals_one_active" ON "deals" ("product_id") WHERE "is_active"`);
    await run(`CREATE INDEX "deals_active_discount" ON "deals" ("is_active", "discount_percentage")`);
    await run(`CREATE INDEX "deals_target" ON "deals" ("target_id", "is_active")`);
    await run(`CREATE INDEX "deals_brand" ON "deals" (lower("brand"), "first_seen_at")`);
    await run(`
      CREATE TABLE "archives" (
        "id" SERIAL NOT NULL, "target_id" integer, "run_id" integer, "page_title" text,
        "archive_type" text NOT NULL, "file_size" integer, "archive_url" text NOT NULL,
        "storage_key" text NOT NULL, "scraped_at" timestamptz NOT NULL, "search" tsvector NOT NULL,
        CONSTRAINT "PK_archives_id" PRIMARY KEY ("id"),
        CONSTRAINT "UQ_archives_run" UNIQUE ("run_id"),
        CONSTRAINT "FK_archives_target" FOREIGN KEY ("target_id") REFERENCES "scraper_targets" ("id") ON DELETE SET NULL,
        CONSTRAINT "FK_archives_run" FOREIGN KEY ("run_id") REFERENCES "scrape_runs" ("id") ON DELETE SET NULL,
        CONSTRAINT "CHK_archives_type" CHECK ("archive_type" IN ('html', 'json'))
      )`);
    await run(`CREATE INDEX "archives_scraped" ON "archives" ("scraped_at")`);
    await run(`CREATE INDEX "archives_target_scraped" ON "archives" ("target_id", "scraped_at")`);
    await run(`CREATE INDEX "archives_search" ON "archives" USING gin ("search")`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [
      'archives',
      'deals',
      'price_observations',
      'products',
      'scrape_runs',
      'selector_health',
      'scraper_targets',
    ]) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
