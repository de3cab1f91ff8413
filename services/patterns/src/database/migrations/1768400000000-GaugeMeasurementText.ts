import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A pattern's gauge measurement becomes text with its unit, as written ("4 inches", "10 cm", "10 x 10 cm";
 * DECISIONS 25). Rows keep their value: a number of inches N becomes "N inches" ("1 inch"), and the 3.94 the
 * designer stored for 10 cm becomes "10 cm". Down reads the leading number back as inches (cm and mm converted).
 */
export class GaugeMeasurementText1768400000000 implements MigrationInterface {
  name = 'GaugeMeasurementText1768400000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "patterns" ALTER COLUMN "gauge_measurement" TYPE text USING (
        CASE
          WHEN "gauge_measurement" IS NULL THEN NULL
          WHEN abs("gauge_measurement" - 3.94) < 0.01 THEN '10 cm'
          WHEN "gauge_measurement" = 1 THEN '1 inch'
          ELSE trim_scale("gauge_measurement")::text || ' inches'
        END
      )
    `);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      ALTER TABLE "patterns" ALTER COLUMN "gauge_measurement" TYPE numeric(5,2) USING (
        CASE
          WHEN "gauge_measurement" ~ '^\\s*[0-9]' THEN least(100, round(
            replace(substring("gauge_measurement" from '^\\s*([0-9]+(?:[.,][0-9]+)?)'), ',', '.')::numeric /
              CASE
                WHEN "gauge_measurement" ~* '(mm|millim)' THEN 25.4
                WHEN "gauge_measurement" ~* '(cm|centim)' THEN 2.54
                ELSE 1
              END,
            2))
        END
      )
    `);
  }
}
