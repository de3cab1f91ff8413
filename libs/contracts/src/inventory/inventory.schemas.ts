import { z } from 'zod';
import {
  STOCK_LEVEL_FILTERS,
  YARN_MAX_PAGE_SIZE,
  YARN_PAGE_SIZE,
  YARN_SORT_FIELDS,
  YARN_WEIGHTS,
} from './inventory.constants.js';
import {
  CurrencyCodeSchema,
  decimal,
  optionalMultilineText,
  optionalText,
  text,
} from '../platform/fields.js';

export const YarnWeightSchema = z.enum(YARN_WEIGHTS, {
  error: `Weight must be one of ${YARN_WEIGHTS.join(', ')}`,
});
export const HexColorSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'Colour must look like #A1B2C3' });
/** A calendar date. Year 0000 is refused here: PostgreSQL has no year 0, and a 400 must name the field. */
export const IsoDateSchema = z.iso
  .date({ error: 'Date must be YYYY-MM-DD' })
  .refine((value) => !value.startsWith('0000'), { error: 'Date must be YYYY-MM-DD' });

export const BrandSchema = z.object({ id: z.string().uuid(), name: z.string() });
export type Brand = z.infer<typeof BrandSchema>;

export const YarnLineSchema = z.object({
  id: z.string().uuid(),
  name: z.string(),
  weight_category: YarnWeightSchema.nullable(),
  fiber_content: z.string().nullable(),
  yardage_per_skein: z.number().nullable(),
  weight_grams: z.number().nullable(),
  discontinued: z.boolean(),
  brand: BrandSchema,
});
export type YarnLine = z.infer<typeof YarnLineSchema>;

/** A stash entry's photo; exactly one of an entry's photos is its cover (the card's picture), listed first. */
export const YarnPhotoSchema = z.object({
  id: z.string().uuid(),
  url: z.string(),
  alt: z.string(),
  is_cover: z.boolean(),
});
export type YarnPhoto = z.infer<typeof YarnPhotoSchema>;

export const YarnProjectUseSchema = z.object({
  id: z.string(),
  name: z.string(),
  skeins_used: z.number(),
  yardage_used: z.number(),
  status: z.string(),
});

/** A stash entry: the inventory item of spec part 1 section 3, plus desired quantity and swatch (DECISIONS 3). */
export const YarnSchema = z.object({
  id: z.string().uuid(),
  colorway: z.string().nullable(),
  color_family: z.string().nullable(),
  dye_lot: z.string().nullable(),
  purchase_price: z.number().nullable(),
  /** The purchase price's currency, as the user entered it (their Currency setting then; USD for older rows). */
  currency: z.string(),
  purchase_date: z.string().nullable(),
  vendor: z.string().nullable(),
  storage_location: z.string().nullable(),
  notes: z.string().nullable(),
  condition: z.string().nullable(),
  is_favorite: z.boolean(),
  tags: z.array(z.string()),
  photos: z.array(YarnPhotoSchema),
  skeins_total: z.number(),
  skeins_remaining: z.number(),
  total_yardage: z.number(),
  remaining_yardage: z.number(),
  desired_quantity_grams: z.number().nullable(),
  hex_color: z.string().nullable(),
  /**
   * Spec section 3's field, always empty here: the inventory does not call the projects service (DECISIONS 28).
   * The projects using a yarn, and what they reserve of it, are `GET /projects/by-yarn/{id}`, which the yarn
   * detail asks itself.
   */
  projects: z.array(YarnProjectUseSchema),
  yarn_line: YarnLineSchema,
  created_at: z.string(),
  updated_at: z.string(),
});
export type Yarn = z.infer<typeof YarnSchema>;

/**
 * Numeric limits of the stash's columns (migrations): `integer` yardage per skein, whose product with 10 000
 * skeins must fit `total_yardage numeric(14,2)`; every `numeric(p,2)` keeps two decimals. A value the database
 * would overflow or round to 0 is a 400 here, never a 500 there.
 */
export const YARN_LIMITS = {
  yardagePerSkein: { max: 1_000_000, scale: 0 },
  gramsPerSkein: { max: 100_000, scale: 2 },
  price: { max: 100_000, scale: 2 },
  skeins: { max: 10_000, scale: 2 },
  desiredGrams: { max: 1_000_000, scale: 2 },
  yardageUsed: { max: 10_000_000, scale: 0 },
  shoppingQuantity: { max: 10_000, scale: 2, positive: true },
} as const;

/** `POST /yarn`: brand and line are found or created by name. */
export const YarnCreateInputSchema = z
  .object({
    brand_name: text(120).min(1, { error: 'Brand is required' }),
    line_name: text(120).min(1, { error: 'Yarn line is required' }),
    weight_category: YarnWeightSchema.nullish().transform((v) => v ?? null),
    fiber_content: optionalText(200),
    yardage_per_skein: decimal('Yardage per skein', YARN_LIMITS.yardagePerSkein)
      .nullish()
      .transform((v) => v ?? null),
    weight_grams: decimal('Weight per skein', YARN_LIMITS.gramsPerSkein)
      .nullish()
      .transform((v) => v ?? null),
    colorway: optionalText(120),
    color_family: optionalText(60),
    dye_lot: optionalText(60),
    purchase_price: decimal('Purchase price', YARN_LIMITS.price)
      .nullish()
      .transform((v) => v ?? null),
    /** The price's currency (the form sends the user's Currency setting); omitted: USD on a create, kept on an edit. */
    currency: CurrencyCodeSchema.optional(),
    purchase_date: IsoDateSchema.nullish().transform((v) => v ?? null),
    vendor: optionalText(120),
    storage_location: optionalText(120),
    notes: optionalMultilineText(5000),
    condition: optionalText(60),
    tags: z
      .array(text(40).min(1, { error: 'A tag cannot be empty' }))
      .max(30, { error: 'At most 30 tags' })
      .default([]),
    skeins_total: decimal('Skeins', YARN_LIMITS.skeins),
    skeins_remaining: decimal('Skeins remaining', YARN_LIMITS.skeins),
    desired_quantity_grams: decimal('Desired quantity', YARN_LIMITS.desiredGrams)
      .nullish()
      .transform((v) => v ?? null),
    hex_color: HexColorSchema.nullish().transform((v) => v ?? null),
    /** Omitted on an edit: the flag is kept (it has its own toggle). */
    is_favorite: z.boolean().optional(),
    /** The line is no longer made (pre-filled from the catalogue); omitted on an edit: kept. */
    discontinued: z.boolean().optional(),
  })
  .refine((v) => v.skeins_remaining <= v.skeins_total, {
    path: ['skeins_remaining'],
    error: 'Skeins remaining cannot exceed skeins in total',
  });
export type YarnCreateInput = z.output<typeof YarnCreateInputSchema>;
export type RawYarnCreateInput = z.input<typeof YarnCreateInputSchema>;
/** `PUT /yarn/{id}` replaces every field: its body is the create body. */
export const YarnUpdateInputSchema = YarnCreateInputSchema;
export type YarnUpdateInput = z.output<typeof YarnUpdateInputSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** `GET /yarn` query: the filters of spec part 1 section 3, sort, and paging (DECISIONS 6). */
export const YarnListQuerySchema = z
  .object({
    search: text(200).optional(),
    brand: text(120).optional(),
    weight: YarnWeightSchema.optional(),
    color: text(60).optional(),
    showOnlyAvailable: booleanParam.optional(),
    fiber: text(60).optional(),
    location: text(120).optional(),
    quantityMin: z.coerce.number().min(0).optional(),
    quantityMax: z.coerce.number().min(0).optional(),
    priceMin: z.coerce.number().min(0).optional(),
    priceMax: z.coerce.number().min(0).optional(),
    /** The currency of priceMin and priceMax: only entries bought in it are compared (DECISIONS 26). */
    priceCurrency: CurrencyCodeSchema.optional(),
    stockLevel: z.enum(STOCK_LEVEL_FILTERS).optional(),
    recentlyAdded: booleanParam.optional(),
    favorites: booleanParam.optional(),
    sort: z.enum(YARN_SORT_FIELDS).default('created_at'),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(YARN_MAX_PAGE_SIZE).default(YARN_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type YarnListQuery = z.output<typeof YarnListQuerySchema>;
export type RawYarnListQuery = z.input<typeof YarnListQuerySchema>;

export const YarnListResponseSchema = z.object({ yarn: z.array(YarnSchema), total: z.number().int() });
export type YarnListResponse = z.infer<typeof YarnListResponseSchema>;

export const LowStockItemSchema = z.object({
  id: z.string().uuid(),
  skeins_remaining: z.number(),
  colorway: z.string().nullable(),
  yarn_line: z.object({ name: z.string(), brand: z.object({ name: z.string() }) }),
});
export type LowStockItem = z.infer<typeof LowStockItemSchema>;

/** `GET /yarn/low-stock/count`: every low or critical entry, however few the list shows. */
export const LowStockCountSchema = z.object({ total: z.number().int() });
export type LowStockCount = z.infer<typeof LowStockCountSchema>;

export const LowStockQuerySchema = z
  .object({ limit: z.coerce.number().int().min(1).max(50).default(5) })
  .strict();

/**
 * Record Usage (spec part 1 section 5). `project_id` and `project_name` are sent by the projects service when the
 * usage is recorded from a project, so the usage row names it.
 */
export const RecordUsageInputSchema = z
  .object({
    skeins: decimal('Skeins used', YARN_LIMITS.skeins),
    yardage: decimal('Yardage used', YARN_LIMITS.yardageUsed),
    project_id: z.string().uuid({ error: 'Project must be a project id' }).optional(),
    project_name: text(200).min(1, { error: 'Project name cannot be empty' }).optional(),
  })
  .refine((v) => v.skeins > 0 || v.yardage > 0, {
    path: ['skeins'],
    error: 'Enter the skeins or yardage used',
  });
export type RecordUsageInput = z.infer<typeof RecordUsageInputSchema>;

/**
 * Record Usage's optional `Idempotency-Key` header (any client-made id, a UUID for example): a retry with the same
 * key records the usage once and answers the same entry, with `Idempotent-Replayed: true`.
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';
export const IdempotencyKeySchema = text(200)
  .min(1, { error: 'Idempotency-Key cannot be empty' })
  .regex(/^[\x21-\x7e]+$/, { error: 'Idempotency-Key must be printable ASCII without spaces' });
export const RecordUsageHeadersSchema = z.object({
  'idempotency-key': IdempotencyKeySchema.optional(),
});
export type RecordUsageHeaders = z.output<typeof RecordUsageHeadersSchema>;

export const FavoriteResponseSchema = z.object({ id: z.string().uuid(), is_favorite: z.boolean() });
