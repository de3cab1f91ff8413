import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stash entry imported from a provider (issue 22, Ravelry sync) keeps its provider id, unique per user, source
 * and id, so a second sync updates it instead of adding it again; when it was last synced; the provider's fields
 * as last imported (to tell a local edit from a provider change); and when the provider stopped listing it (marked,
 * never deleted).
 */
export class ExternalLinks1766000000000 implements MigrationInterface {
  name = 'ExternalLinks1766000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_source" text`);
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_id" text`);
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_synced_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_snapshot" jsonb`);
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_missing_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "yarn_items" ADD CONSTRAINT "CHK_yarn_items_external" CHECK (("external_source" IS NULL) = ("external_id" IS NULL) AND ("external_source" IS NULL) = ("external_snapshot" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "yarn_items_user_external" ON "yarn_items" ("user_id", "external_source", "external_id") WHERE "external_source" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "yarn_items_user_external"`);
    await queryRunner.query(`ALTER TABLE "yarn_items" DROP CONSTRAINT "CHK_yarn_items_external"`);
    for (const column of [
      'external_missing_at',
      'external_snapshot',
      'external_synced_at',
      'external_id',
      'external_source',
    ])
      await queryRunner.query(`ALTER TABLE "yarn_items" DROP COLUMN "${column}"`);
  }
}
