import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * What the last Ravelry sync read of each stash entry (issue 22): the entry's `updated_at` on Ravelry and the yarn
 * it is here. A sync reads again only the entries whose `updated_at` moved, so a re-sync of an unchanged stash of
 * 1 000 costs the list's pages, not 1 000 calls at 2 a second. Null until a sync; cleared by a new connection.
 */
export class AddRavelryStashSeen1768700000000 implements MigrationInterface {
  name = 'AddRavelryStashSeen1768700000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_links" ADD COLUMN "stash_seen" jsonb`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "integration_links" DROP COLUMN "stash_seen"`);
  }
}
