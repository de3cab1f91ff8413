import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the last Ravelry sync read of each project (issue 22): the project's `updated_at` on Ravelry, the project it
 * is here and the library pattern it was linked to. A sync reads again only the projects whose `updated_at` (or
 * pattern link) moved, so a re-sync of 200 unchanged projects costs the list's pages, not 200 calls at 2 a second.
 * Null until a sync; cleared by a new connection.
 */
export class AddRavelryProjectsSeen1769100000000 implements MigrationInterface {
  name = 'AddRavelryProjectsSeen1769100000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_links" ADD COLUMN "projects_seen" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_links" DROP COLUMN "projects_seen"`);
  }
}
