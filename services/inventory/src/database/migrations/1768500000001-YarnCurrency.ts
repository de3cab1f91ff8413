import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The currency of a stash entry's purchase price (issue 23, DECISIONS 26): kept as the user entered it (the form
 * sends their Currency setting), so a later change of setting does not relabel it. Older rows were entered as
 * dollars: 'USD'.
 */
export class YarnCurrency1768500000001 implements MigrationInterface {
  name = 'YarnCurrency1768500000001';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" ADD "currency" text NOT NULL DEFAULT 'USD'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "yarn_items" DROP COLUMN "currency"`);
  }
}
