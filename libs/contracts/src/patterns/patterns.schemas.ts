import { z } from 'zod';
import {
  CRAFT_TYPES,
  DIFFICULTY_FILTERS,
  PATTERN_CATEGORIES,
  PATTERN_MAX_PAGE_SIZE,
  PATTERN_PAGE_SIZE,
  PATTERN_SORT_FIELDS,
  PATTERN_SOURCES,
  PATTERN_YARN_WEIGHTS,
  PATTERN_COVER_SOURCES,
  PRICE_FILTERS,
} from './patterns.constants.js';
import { PatternReadingSchema, SizeYardageSchema } from './pattern-reading.schemas.js';
import { GaugeMeasurementInputSchema } from './gauge-measurement.js';
import { decimal, optionalMultilineText, optionalText, orNull, text } from '../platform/fields.js';
import { IsoDateSchema } from '../inventory/inventory.schemas.js';

export const CraftTypeSchema = z.enum(CRAFT_TYPES, {
  error: `Craft must be one of ${CRAFT_TYPES.join(', ')}`,
});
export const PatternYarnWeightSchema = z.enum(PATTERN_YARN_WEIGHTS, {
  error: `Yarn weight must be one of ${PATTERN_YARN_WEIGHTS.join(', ')}`,
});

/** Column limits of the patterns tables, so a value the database would refuse is a 400 here. */
export const PATTERN_LIMITS = {
  yards: { max: 1_000_000, scale: 0 },
  price: { max: 100_000, scale: 2 },
  gaugeStitches: { max: 1_000, scale: 2 },
  rating: { max: 5, scale: 2 },
} as const;

export const PatternCategorySchema = z.object({ id: z.string().uuid(), name: z.string() });
export type PatternCategory = z.infer<typeof PatternCategorySchema>;

export const PatternFileSchema = z.object({
  name: z.string(),
  size: z.number().int(),
  uploaded_at: z.string(),
});
export type PatternFile = z.infer<typeof PatternFileSchema>;

/**
 * A pattern as the API answers it: every field of spec part 1 section 3 (`title` and `name`, `designer` and
 * `PatternDesigner`, `category` and `PatternCategory`, `difficulty` the label of `difficulty_level`, `notes` the
 * pattern notes), plus yardage per size, gauge rows and the stored PDF (`file`, null without one).
 */
export const PatternSchema = z.object({
  id: z.string().uuid(),
  title: z.string(),
  name: z.string(),
  designer: z.string().nullable(),
  PatternDesigner: z.object({ name: z.string() }).nullable(),
  category: z.string().nullable(),
  PatternCategory: z.object({ name: z.string() }).nullable(),
  craft_type: CraftTypeSchema,
  difficulty: z.string().nullable(),
  difficulty_level: z.number().int().nullable(),
  yarn_weight: PatternYarnWeightSchema.nullable(),
  yardage_required: z.number().nullable(),
  yardage_max: z.number().nullable(),
  yardage_by_size: z.array(SizeYardageSchema),
  needle_sizes: z.array(z.string()),
  gauge_stitches: z.number().nullable(),
  gauge_rows: z.number().nullable(),
  /** As written: "4 inches", "10 cm", "10 x 10 cm" (DECISIONS 25); null means the default 4 inches. */
  gauge_measurement: z.string().nullable(),
  sizes_available: z.array(z.string()),
  pattern_source: z.string().nullable(),
  source: z.enum(PATTERN_SOURCES),
  source_details: z.record(z.string(), z.string()),
  purchase_date: z.string().nullable(),
  price: z.number().nullable(),
  currency: z.string().nullable(),
  is_free: z.boolean(),
  is_favorite: z.boolean(),
  google_drive_file_id: z.string().nullable(),
  file: PatternFileSchema.nullable(),
  ravelry_rating: z.number().nullable(),
  ravelry_rating_count: z.number().int().nullable(),
  techniques: z.array(z.string()),
  pattern_notes: z.string().nullable(),
  personal_notes: z.string().nullable(),
  notes: z.string().nullable(),
  tags: z.array(z.string()),
  /**
   * The cover's address: the stored cover (`/api/patterns/{id}/cover/{coverId}`, served to the owner's bearer
   * only) when there is one, else the image address the user wrote, else null (the book icon).
   */
  image_url: z.string().nullable(),
  /** Where the stored cover came from; null without one. */
  cover_source: z.enum(PATTERN_COVER_SOURCES).nullable(),
  full_data: z.record(z.string(), z.unknown()).nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Pattern = z.infer<typeof PatternSchema>;

const textList = (itemMax: number, max: number, label: string) =>
  z
    .array(text(itemMax).min(1, { error: `${label} cannot be empty` }))
    .max(max, { error: `At most ${max} ${label.toLowerCase()}s` })
    .default([]);

/**
 * Create and update body (the form of DECISIONS 15). Designer and category are by name: the designer is found or
 * created in the user's own list; the category is one of the six. `yardage_by_size`, when given, sets
 * `yardage_required` (smallest) and `yardage_max` (largest) unless those are sent too.
 */
export const PatternCreateInputSchema = z
  .object({
    title: text(200).min(1, { error: 'Title is required' }),
    designer: optionalText(120),
    category: orNull(
      z.enum(PATTERN_CATEGORIES, { error: `Category must be one of ${PATTERN_CATEGORIES.join(', ')}` }),
    ),
    craft_type: CraftTypeSchema.default('knitting'),
    difficulty_level: orNull(
      z
        .number({ error: 'Difficulty must be a number' })
        .int({ error: 'Difficulty must be 1 to 5' })
        .min(1, { error: 'Difficulty must be 1 to 5' })
        .max(5, { error: 'Difficulty must be 1 to 5' }),
    ),
    yarn_weight: orNull(PatternYarnWeightSchema),
    yardage_required: orNull(decimal('Yardage required', PATTERN_LIMITS.yards)),
    yardage_max: orNull(decimal('Maximum yardage', PATTERN_LIMITS.yards)),
    yardage_by_size: z
      .array(
        z.object({
          size: orNull(text(40)),
          yards: decimal('Yards', PATTERN_LIMITS.yards),
        }),
      )
      .max(20, { error: 'At most 20 sizes' })
      .default([]),
    needle_sizes: textList(60, 12, 'Needle size'),
    gauge_stitches: orNull(decimal('Gauge stitches', PATTERN_LIMITS.gaugeStitches)),
    gauge_rows: orNull(decimal('Gauge rows', PATTERN_LIMITS.gaugeStitches)),
    gauge_measurement: orNull(GaugeMeasurementInputSchema),
    sizes_available: textList(40, 30, 'Size'),
    pattern_source: optionalText(200),
    source_details: z
      .record(text(60).min(1, { error: 'A key cannot be empty' }), text(500))
      .refine((v) => Object.keys(v).length <= 30, { error: 'At most 30 source details' })
      .default({}),
    purchase_date: orNull(IsoDateSchema),
    price: orNull(decimal('Price', PATTERN_LIMITS.price)),
    currency: orNull(
      z.string().regex(/^[A-Z]{3}$/, { error: 'Currency must be a three-letter code such as USD' }),
    ),
    is_free: z.boolean({ error: 'Free must be true or false' }).default(false),
    /** Omitted on an edit: the flag is kept (it has its own toggle). */
    is_favorite: z.boolean().optional(),
    techniques: textList(60, 30, 'Technique'),
    pattern_notes: optionalMultilineText(10_000),
    personal_notes: optionalMultilineText(10_000),
    tags: textList(40, 30, 'Tag'),
    image_url: orNull(z.url({ protocol: /^https?$/, error: 'Image must be an http(s) address' }).max(2000)),
  })
  .strict()
  .refine(
    (v) => v.yardage_max === null || v.yardage_required === null || v.yardage_max >= v.yardage_required,
    {
      path: ['yardage_max'],
      error: 'Maximum yardage cannot be below the yardage required',
    },
  )
  .refine((v) => !(v.is_free && v.price !== null && v.price > 0), {
    path: ['price'],
    error: 'A free pattern has no price',
  });
export type PatternCreateInput = z.output<typeof PatternCreateInputSchema>;
export type RawPatternCreateInput = z.input<typeof PatternCreateInputSchema>;
/** `PUT /patterns/{id}` replaces every field: its body is the create body. */
export const PatternUpdateInputSchema = PatternCreateInputSchema;
export type PatternUpdateInput = z.output<typeof PatternUpdateInputSchema>;

const booleanParam = z
  .enum(['true', 'false', '1', '0'], { error: 'Must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/** `GET /patterns` query: the filters of spec part 1 section 3, sort and paging (DECISIONS 6). */
export const PatternListQuerySchema = z
  .object({
    search: text(200).optional(),
    category: z.enum(PATTERN_CATEGORIES).optional(),
    craft_type: CraftTypeSchema.optional(),
    difficulty: z.enum(DIFFICULTY_FILTERS).optional(),
    is_free: booleanParam.optional(),
    has_file: booleanParam.optional(),
    designer: text(120).optional(),
    yardageMin: z.coerce.number().min(0).max(PATTERN_LIMITS.yards.max).optional(),
    yardageMax: z.coerce.number().min(0).max(PATTERN_LIMITS.yards.max).optional(),
    priceFilter: z.enum(PRICE_FILTERS).optional(),
    yarnWeight: PatternYarnWeightSchema.optional(),
    favorites: booleanParam.optional(),
    /** Only patterns the user's stash can make (asks the inventory service; 503 when it is down). */
    makeable: booleanParam.optional(),
    source: z.enum(PATTERN_SOURCES).optional(),
    sort: z.enum(PATTERN_SORT_FIELDS).default('created_at'),
    order: z.enum(['asc', 'desc']).optional(),
    limit: z.coerce.number().int().min(1).max(PATTERN_MAX_PAGE_SIZE).default(PATTERN_PAGE_SIZE),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();
export type PatternListQuery = z.output<typeof PatternListQuerySchema>;
export type RawPatternListQuery = z.input<typeof PatternListQuerySchema>;

export const PatternListResponseSchema = z.object({
  patterns: z.array(PatternSchema),
  total: z.number().int(),
});
export type PatternListResponse = z.infer<typeof PatternListResponseSchema>;

/** The library's four tiles. */
export const PatternStatsSchema = z.object({
  total: z.number().int(),
  favorites: z.number().int(),
  free: z.number().int(),
  with_files: z.number().int(),
});
export type PatternStats = z.infer<typeof PatternStatsSchema>;

export const PatternDetailQuerySchema = z
  .object({ source: z.enum(PATTERN_SOURCES).default('local') })
  .strict();

export const PatternFavoriteResponseSchema = z.object({ id: z.string().uuid(), is_favorite: z.boolean() });

/** Signed links for a new tab (no bearer header there), valid until `expires_at`. */
export const PatternFileLinksSchema = z.object({
  view_url: z.string(),
  download_url: z.string(),
  expires_at: z.string(),
});
export type PatternFileLinks = z.infer<typeof PatternFileLinksSchema>;

export const PatternFileLinkQuerySchema = z.object({ sig: text(200), exp: text(20) }).strict();

/** `POST /patterns/import-pdf`: the new pattern and what was read to fill it. */
export const PatternImportResponseSchema = z.object({
  pattern: PatternSchema,
  reading: PatternReadingSchema,
});
export type PatternImportResponse = z.infer<typeof PatternImportResponseSchema>;
