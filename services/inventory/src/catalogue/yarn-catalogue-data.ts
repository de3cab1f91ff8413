import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { CatalogueLineSchema, type CatalogueLine } from '@yarn-mgmt/contracts';

/**
 * One row of yarn-catalogue.json: brand, line, weight category, fibre, yards and grams per skein, discontinued.
 * The table is data (296 real lines), kept as JSON beside this file and copied into dist by the build.
 */
const CatalogueRowSchema = z
  .tuple([z.string(), z.string(), z.string(), z.string(), z.number(), z.number(), z.boolean()])
  .transform(([brand, name, weight_category, fiber_content, yardage_per_skein, weight_grams, discontinued]) =>
    CatalogueLineSchema.parse({
      brand,
      name,
      weight_category,
      fiber_content,
      yardage_per_skein,
      weight_grams,
      discontinued,
    }),
  );

/** Reads and checks the curated table: a malformed row fails the migration that seeds it, loudly. */
export function loadYarnCatalogue(): readonly CatalogueLine[] {
  const rows: unknown = JSON.parse(readFileSync(new URL('./yarn-catalogue.json', import.meta.url), 'utf8'));
  return z.array(CatalogueRowSchema).parse(rows);
}
