import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The currency of a product's and a deal's prices (issue 23, DECISIONS 26): read from the shop's page, so a deal
 * is shown in the currency the shop asked. Rows scraped before it were read as dollars: 'USD'.
 */
export class DealCurrency1768500000000 implements MigrationInterface {
  name = 'DealCurrency1768500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "products" ADD "currency" text NOT NULL DEFAULT 'USD'`);
    await queryRunner.query(`ALTER TABLE "deals" ADD "currency" text NOT NULL DEFAULT 'USD'`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "deals" DROP COLUMN "currency"`);
    await queryRunner.query(`ALTER TABLE "products" DROP COLUMN "currency"`);
  }
}
