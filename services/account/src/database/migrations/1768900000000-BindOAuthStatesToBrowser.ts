import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A connection request is bound to the browser that asked as well as to its user (issue 22): the hash of the
 * nonce its cookie holds. Requests still open from before had no cookie and could not be finished any more:
 * they go (they would have expired within 10 minutes).
 */
export class BindOAuthStatesToBrowser1768900000000 implements MigrationInterface {
  name = 'BindOAuthStatesToBrowser1768900000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "oauth_states"`);
    await queryRunner.query(`ALTER TABLE "oauth_states" ADD COLUMN "browser_hash" text NOT NULL`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "oauth_states" DROP COLUMN "browser_hash"`);
  }
}
