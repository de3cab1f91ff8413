import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The day a shopping-list item is needed by (issue 23, "Buy now or wait"); null when the knitter gave none. */
export class ShoppingNeedBy1768300000000 implements MigrationInterface {
  name = 'ShoppingNeedBy1768300000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shopping_list_items" ADD "need_by" date`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "shopping_list_items" DROP COLUMN "need_by"`);
  }
}
