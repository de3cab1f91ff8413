import { DEFAULT_GAUGE_MEASUREMENT, type Pattern, type RawPatternCreateInput } from '@yarn-mgmt/contracts';

export type PatternFormField = keyof RawPatternCreateInput;

/** A new pattern: knitting, gauge over 4 inches, prices in dollars until the form applies the user's currency. */
export const EMPTY_PATTERN_FORM: RawPatternCreateInput = {
  title: '',
  designer: '',
  category: null,
  craft_type: 'knitting',
  difficulty_level: null,
  yarn_weight: null,
  yardage_required: null,
  yardage_max: null,
  yardage_by_size: [],
  needle_sizes: [],
  gauge_stitches: null,
  gauge_rows: null,
  gauge_measurement: DEFAULT_GAUGE_MEASUREMENT,
  sizes_available: [],
  pattern_source: '',
  source_details: {},
  purchase_date: null,
  price: null,
  currency: 'USD',
  is_free: false,
  techniques: [],
  pattern_notes: '',
  personal_notes: '',
  tags: [],
  image_url: null,
};

export const PATTERN_FORM_FIELDS = Object.keys(EMPTY_PATTERN_FORM) as PatternFormField[];

/** A saved pattern as the form's starting values (the favourite flag is left out: an edit keeps it). */
export function toFormValues(pattern: Pattern): RawPatternCreateInput {
  const category = pattern.category ?? pattern.PatternCategory?.name ?? null;
  return {
    title: pattern.title || pattern.name,
    designer: pattern.designer ?? pattern.PatternDesigner?.name ?? '',
    category: category as RawPatternCreateInput['category'],
    craft_type: pattern.craft_type,
    difficulty_level: pattern.difficulty_level,
    yarn_weight: pattern.yarn_weight,
    yardage_required: pattern.yardage_required,
    yardage_max: pattern.yardage_max,
    yardage_by_size: pattern.yardage_by_size.map(({ size, yards }) => ({ size, yards })),
    needle_sizes: pattern.needle_sizes,
    gauge_stitches: pattern.gauge_stitches,
    gauge_rows: pattern.gauge_rows,
    gauge_measurement: pattern.gauge_measurement ?? DEFAULT_GAUGE_MEASUREMENT,
    sizes_available: pattern.sizes_available,
    pattern_source: pattern.pattern_source ?? '',
    source_details: pattern.source_details,
    purchase_date: pattern.purchase_date ? pattern.purchase_date.slice(0, 10) : null,
    price: pattern.price,
    currency: pattern.currency ?? 'USD',
    is_free: pattern.is_free,
    techniques: pattern.techniques,
    pattern_notes: pattern.pattern_notes ?? pattern.notes ?? '',
    personal_notes: pattern.personal_notes ?? '',
    tags: pattern.tags,
    // A stored cover's address is not an image address the user wrote (the cover has its own buttons).
    image_url: pattern.image_url?.startsWith('/api/') ? null : pattern.image_url,
  };
}
