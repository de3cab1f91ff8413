import { z } from 'zod';
import { CATALOGUE_MAX_PAGE_SIZE, CATALOGUE_PAGE_SIZE } from './inventory.constants.js';
import { YarnWeightSchema } from './inventory.schemas.js';
import { text } from '../platform/fields.js';

/**
 * The curated, read-only catalogue of real yarn lines (`GET /yarn/catalogue`): what the form's brand and line
 * fields autocomplete from and pre-fill. Picking a line copies its facts into the user's own line.
 */
export const CatalogueLineSchema = z.object({
  brand: z.string(),
  name: z.string(),
  weight_category: YarnWeightSchema,
  fiber_content: z.string(),
  yardage_per_skein: z.number().int(),
  weight_grams: z.number(),
  discontinued: z.boolean(),
});
export type CatalogueLine = z.infer<typeof CatalogueLineSchema>;

/** `GET /yarn/catalogue`: `brand` is an exact brand name (case-insensitive), `search` matches brand or line. */
export const CatalogueQuerySchema = z
  .object({
    brand: text(120).optional(),
    search: text(120).optional(),
    limit: z.coerce.number().int().min(1).max(CATALOGUE_MAX_PAGE_SIZE).default(CATALOGUE_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type CatalogueQuery = z.output<typeof CatalogueQuerySchema>;
export type RawCatalogueQuery = z.input<typeof CatalogueQuerySchema>;

export const CatalogueResponseSchema = z.object({
  lines: z.array(CatalogueLineSchema),
  total: z.number().int(),
});
export type CatalogueResponse = z.infer<typeof CatalogueResponseSchema>;

/** `GET /yarn/catalogue/brands`: every catalogue brand name, sorted. */
export const CatalogueBrandsResponseSchema = z.object({ brands: z.array(z.string()) });
export type CatalogueBrandsResponse = z.infer<typeof CatalogueBrandsResponseSchema>;
