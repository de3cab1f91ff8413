import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pattern's price keeps its currency (issue 23, DECISIONS 26). Rows priced without one were shown in whatever the
 * user's Currency setting said, so switching USD to EUR turned "$7.50" into "€7.50". They were entered, or imported
 * from Ravelry, as dollars: 'USD', as the yarn's purchase prices were (YarnCurrency). The provider's fields as last
 * imported, and a conflict's waiting version, get the same, so the next sync does not see a local edit. From now
 * on a price comes with its currency (a check).
 */
export class PatternPriceCurrency1769000000000 implements MigrationInterface {
  name = 'PatternPriceCurrency1769000000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `UPDATE "patterns" SET "currency" = 'USD' WHERE "price" IS NOT NULL AND "currency" IS NULL`,
    );
    for (const column of ['external_snapshot', 'external_pending'])
      await queryRunner.query(`
        UPDATE "patterns" SET "${column}" = jsonb_set("${column}", '{currency}', '"USD"')
        WHERE jsonb_typeof("${column}" -> 'price') = 'number' AND ("${column}" ->> 'currency') IS NULL
      `);
    await queryRunner.query(
      `ALTER TABLE "patterns" ADD CONSTRAINT "CHK_patterns_price_currency" CHECK ("price" IS NULL OR "currency" IS NOT NULL)`,
    );
  }

  /** The constraint goes; the currencies stay (the rows were dollars before as after). */
  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "patterns" DROP CONSTRAINT "CHK_patterns_price_currency"`);
  }
}
