import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Ravelry write-back (issue 22): what the provider last took from here for a linked stash entry, `{skeins_total,
 * skeins_remaining, notes}` (null until something was sent). Ravelry then counts the skeins left, not the skeins
 * bought, and the sync reads its count against this.
 */
export class ExternalSent1768600000000 implements MigrationInterface {
  name = 'ExternalSent1768600000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_sent" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" DROP COLUMN "external_sent"`);
  }
}
