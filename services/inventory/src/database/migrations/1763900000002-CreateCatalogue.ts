import type { MigrationInterface, QueryRunner } from 'typeorm';
import type { CatalogueLine } from '@yarn-mgmt/contracts';
import { loadYarnCatalogue } from '../../catalogue/yarn-catalogue-data.js';

const CREATE_TABLE = `
  CREATE TABLE "catalogue_lines" (
    "id" uuid NOT NULL DEFAULT gen_random_uuid(),
    "brand" text NOT NULL,
    "name" text NOT NULL,
    "weight_category" text NOT NULL,
    "fiber_content" text NOT NULL,
    "yardage_per_skein" integer NOT NULL,
    "weight_grams" numeric(10,2) NOT NULL,
    "discontinued" boolean NOT NULL DEFAULT false,
    CONSTRAINT "PK_catalogue_lines_id" PRIMARY KEY ("id"),
    CONSTRAINT "CHK_catalogue_lines_weight" CHECK ("weight_category" IN ('Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky'))
  )
`;

/**
 * The read-only catalogue of real yarn lines the form autocompletes from and pre-fills (issue 6). Seeded from
 * the curated data as it is when this migration lands; a later correction of the data is a new migration.
 */
export class CreateCatalogue1763900000002 implements MigrationInterface {
  name = 'CreateCatalogue1763900000002';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(CREATE_TABLE);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "catalogue_lines_brand_name_key" ON "catalogue_lines" (lower("brand"), lower("name"))`,
    );
    const catalogue = loadYarnCatalogue();
    const column = <K extends keyof CatalogueLine>(key: K) => catalogue.map((line) => line[key]);
    await queryRunner.query(
      `INSERT INTO catalogue_lines (brand, name, weight_category, fiber_content, yardage_per_skein, weight_grams, discontinued)
       SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[], $6::numeric[], $7::boolean[])`,
      [
        column('brand'),
        column('name'),
        column('weight_category'),
        column('fiber_content'),
        column('yardage_per_skein'),
        column('weight_grams'),
        column('discontinued'),
      ],
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "catalogue_lines"`);
  }
}
