import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A stash entry edited here and on the provider since the last sync (issue 22) keeps the provider's version until
 * the user chooses, field by field, what to keep (`external_pending`, null when nothing waits).
 */
export class ExternalPending1766000000001 implements MigrationInterface {
  name = 'ExternalPending1766000000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "external_pending" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" DROP COLUMN "external_pending"`);
  }
}
