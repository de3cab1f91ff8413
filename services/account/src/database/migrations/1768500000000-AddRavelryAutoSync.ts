import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A link's automatic sync (issue 22): off (the default), daily or weekly; only Ravelry's links sync. */
export class AddRavelryAutoSync1768500000000 implements MigrationInterface {
  name = 'AddRavelryAutoSync1768500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "integration_links"
        ADD COLUMN "auto_sync" text NOT NULL DEFAULT 'off',
        ADD CONSTRAINT "CHK_integration_links_auto_sync" CHECK ("auto_sync" IN ('off', 'daily', 'weekly'))
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "integration_links" DROP CONSTRAINT "CHK_integration_links_auto_sync", DROP COLUMN "auto_sync"
    `);
  }
}
