import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Usage recorded from a project (the projects service calls Record Usage) names the project: its id, and its
 * name as it was then, so the record reads well after the project is renamed or deleted. Both null for usage
 * recorded on the yarn page.
 */
export class UsageProjects1765000000001 implements MigrationInterface {
  name = 'UsageProjects1765000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "usage_records" ADD "project_id" uuid`);
    await queryRunner.query(`ALTER TABLE "usage_records" ADD "project_name" text`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "usage_records" DROP COLUMN "project_name"`);
    await queryRunner.query(`ALTER TABLE "usage_records" DROP COLUMN "project_id"`);
  }
}
