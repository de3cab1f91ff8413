import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Brands and yarn lines become each user's own (issue 6): until now they were shared, and the first user's
 * facts won for everyone. Every user whose entries use a shared line gets a copy of it and of its brand, and
 * their entries move to the copy; a row nobody uses goes to the user who created it, or away when unknown.
 * A line stays unique per brand by name, and a brand per user by name.
 */
export class UserOwnedBrandsAndLines1763900000000 implements MigrationInterface {
  name = 'UserOwnedBrandsAndLines1763900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "brands" ADD "user_id" uuid`);
    await queryRunner.query(`ALTER TABLE "yarn_lines" ADD "user_id" uuid`);
    await queryRunner.query(`DROP INDEX "brands_name_key"`);

    await queryRunner.query(`
      CREATE TEMP TABLE line_copies ON COMMIT DROP AS
      SELECT s.old_id, s.user_id, gen_random_uuid() AS new_id FROM (
        SELECT DISTINCT y.yarn_line_id AS old_id, y.user_id FROM yarn_items y
        UNION
        SELECT l.id, l.created_by FROM yarn_lines l
        WHERE l.created_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM yarn_items y WHERE y.yarn_line_id = l.id)
      ) s`);
    await queryRunner.query(`
      CREATE TEMP TABLE brand_copies ON COMMIT DROP AS
      SELECT s.old_id, s.user_id, gen_random_uuid() AS new_id FROM (
        SELECT DISTINCT l.brand_id AS old_id, c.user_id FROM line_copies c JOIN yarn_lines l ON l.id = c.old_id
        UNION
        SELECT b.id, b.created_by FROM brands b
        WHERE b.created_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM yarn_lines l WHERE l.brand_id = b.id)
      ) s`);
    await queryRunner.query(`
      INSERT INTO brands (id, name, user_id, created_at)
      SELECT c.new_id, b.name, c.user_id, b.created_at FROM brand_copies c JOIN brands b ON b.id = c.old_id`);
    await queryRunner.query(`
      INSERT INTO yarn_lines (id, brand_id, name, weight_category, fiber_content, yardage_per_skein,
        weight_grams, discontinued, user_id, created_at)
      SELECT lc.new_id, bc.new_id, l.name, l.weight_category, l.fiber_content, l.yardage_per_skein,
        l.weight_grams, l.discontinued, lc.user_id, l.created_at
      FROM line_copies lc
      JOIN yarn_lines l ON l.id = lc.old_id
      JOIN brand_copies bc ON bc.old_id = l.brand_id AND bc.user_id = lc.user_id`);
    await queryRunner.query(`
      UPDATE yarn_items y SET yarn_line_id = lc.new_id
      FROM line_copies lc WHERE lc.old_id = y.yarn_line_id AND lc.user_id = y.user_id`);
    // The shared originals; their lines go with them (ON DELETE CASCADE).
    await queryRunner.query(`DELETE FROM yarn_lines WHERE user_id IS NULL`);
    await queryRunner.query(`DELETE FROM brands WHERE user_id IS NULL`);

    await queryRunner.query(`ALTER TABLE "brands" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "yarn_lines" ALTER COLUMN "user_id" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "brands" DROP COLUMN "created_by"`);
    await queryRunner.query(`ALTER TABLE "yarn_lines" DROP COLUMN "created_by"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "brands_user_name_key" ON "brands" ("user_id", lower("name"))`,
    );
    await queryRunner.query(`CREATE INDEX "yarn_lines_user" ON "yarn_lines" ("user_id")`);
  }

  /** Back to shared rows: each name's oldest brand and line is kept and every entry points at it. */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "yarn_lines_user"`);
    await queryRunner.query(`DROP INDEX "brands_user_name_key"`);
    await queryRunner.query(`ALTER TABLE "brands" ADD "created_by" uuid`);
    await queryRunner.query(`ALTER TABLE "yarn_lines" ADD "created_by" uuid`);
    await queryRunner.query(`UPDATE brands SET created_by = user_id`);
    await queryRunner.query(`UPDATE yarn_lines SET created_by = user_id`);
    await queryRunner.query(`
      CREATE TEMP TABLE keep_brand ON COMMIT DROP AS
      SELECT b.id, first_value(b.id) OVER (PARTITION BY lower(b.name) ORDER BY b.created_at, b.id) AS keep_id
      FROM brands b`);
    await queryRunner.query(`
      CREATE TEMP TABLE keep_line ON COMMIT DROP AS
      SELECT l.id, first_value(l.id) OVER (
        PARTITION BY k.keep_id, lower(l.name) ORDER BY l.created_at, l.id) AS keep_id
      FROM yarn_lines l JOIN keep_brand k ON k.id = l.brand_id`);
    await queryRunner.query(`
      UPDATE yarn_items y SET yarn_line_id = k.keep_id FROM keep_line k WHERE k.id = y.yarn_line_id`);
    await queryRunner.query(
      `DELETE FROM yarn_lines l USING keep_line k WHERE k.id = l.id AND k.keep_id <> l.id`,
    );
    await queryRunner.query(`
      UPDATE yarn_lines l SET brand_id = k.keep_id FROM keep_brand k WHERE k.id = l.brand_id`);
    await queryRunner.query(
      `DELETE FROM brands b USING keep_brand k WHERE k.id = b.id AND k.keep_id <> b.id`,
    );
    await queryRunner.query(`ALTER TABLE "yarn_lines" DROP COLUMN "user_id"`);
    await queryRunner.query(`ALTER TABLE "brands" DROP COLUMN "user_id"`);
    await queryRunner.query(`CREATE UNIQUE INDEX "brands_name_key" ON "brands" (lower("name"))`);
  }
}
