import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A project imported from a provider (issue 22: Ravelry projects) keeps its provider id, unique per
 * user, source and id, so a second sync updates it instead of adding it again; the provider's fields as last
 * imported (to tell a local edit from a provider change); on a conflict, the provider's version waiting for the
 * user's choice; when it was last synced; and when the provider stopped listing it (marked, never deleted).
 */
export class ProjectExternalLinks1766100000000 implements MigrationInterface {
  name = 'ProjectExternalLinks1766100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_source" text`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_id" text`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_snapshot" jsonb`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_pending" jsonb`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_synced_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`ALTER TABLE "projects" ADD "external_missing_at" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `ALTER TABLE "projects" ADD CONSTRAINT "CHK_projects_external" CHECK (("external_source" IS NULL) = ("external_id" IS NULL) AND ("external_source" IS NULL) = ("external_snapshot" IS NULL))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "projects_user_external" ON "projects" ("user_id", "external_source", "external_id") WHERE "external_source" IS NOT NULL`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "projects_user_external"`);
    await queryRunner.query(`ALTER TABLE "projects" DROP CONSTRAINT "CHK_projects_external"`);
    for (const column of [
      'external_missing_at',
      'external_synced_at',
      'external_pending',
      'external_snapshot',
      'external_id',
      'external_source',
    ])
      await queryRunner.query(`ALTER TABLE "projects" DROP COLUMN "${column}"`);
  }
}
