import type { Pattern, StashMatch, StashMatchGroup, YarnItem } from '@yarn-mgmt/contracts';

export const PATTERN_ID = '11111111-1111-4111-8111-111111111111';
export const OTHER_ID = '22222222-2222-4222-8222-222222222222';

export function patternFixture(overrides: Partial<Pattern> = {}): Pattern {
  return {
    id: PATTERN_ID,
    title: 'Flax',
    name: 'Flax',
    designer: 'Tin Can Knits',
    PatternDesigner: { name: 'Tin Can Knits' },
    category: 'Sweater',
    PatternCategory: { name: 'Sweater' },
    craft_type: 'knitting',
    difficulty: 'Beginner',
    difficulty_level: 1,
    yarn_weight: 'Worsted',
    yardage_required: 950,
    yardage_max: null,
    yardage_by_size: [],
    needle_sizes: ['US 7 (4.5 mm)', 'US 8 (5 mm)'],
    gauge_stitches: 20,
    gauge_rows: null,
    gauge_measurement: null,
    sizes_available: ['S', 'M', 'L'],
    pattern_source: 'Ravelry',
    source: 'local',
    source_details: {},
    purchase_date: null,
    price: null,
    currency: null,
    is_free: true,
    is_favorite: false,
    google_drive_file_id: null,
    file: null,
    ravelry_rating: null,
    ravelry_rating_count: null,
    techniques: [],
    pattern_notes: null,
    personal_notes: null,
    notes: null,
    tags: [],
    image_url: null,
    full_data: null,
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

/** Patterns numbered from 1, each with its own id and title. */
export function numberedPattern(n: number, overrides: Partial<Pattern> = {}): Pattern {
  return patternFixture({
    id: `33333333-3333-4333-8333-${String(n).padStart(12, '0')}`,
    title: `Pattern ${n}`,
    name: `Pattern ${n}`,
    ...overrides,
  });
}

export function stashGroupFixture(overrides: Partial<StashMatchGroup> = {}): StashMatchGroup {
  return {
    brand: 'Malabrigo',
    line: 'Rios',
    colorway: 'Ocean',
    dye_lot: null,
    weight_category: 'Worsted',
    neighbouring_weight: false,
    skeins: 6,
    yards: 1100,
    yards_per_skein: 210,
    yarn_ids: ['44444444-4444-4444-8444-444444444444'],
    enough: true,
    short_by_yards: 0,
    short_by_skeins: null,
    ...overrides,
  };
}

export function stashMatchFixture(overrides: Partial<StashMatch> = {}): StashMatch {
  return {
    available: true,
    size: null,
    sizes: [],
    needed_yards: 950,
    yarn_weight: 'Worsted',
    groups: [stashGroupFixture()],
    ...overrides,
  };
}

export function yarnFixture(n: number, overrides: Partial<YarnItem> = {}): YarnItem {
  return {
    id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
    colorway: `Colour ${n}`,
    color_family: null,
    dye_lot: null,
    purchase_price: null,
    purchase_date: null,
    vendor: null,
    storage_location: null,
    notes: null,
    condition: null,
    is_favorite: false,
    tags: [],
    photos: [],
    skeins_total: 3,
    skeins_remaining: 3,
    total_yardage: 630,
    remaining_yardage: 630,
    desired_quantity_grams: null,
    hex_color: null,
    projects: [],
    yarn_line: {
      id: '66666666-6666-4666-8666-666666666666',
      name: 'Rios',
      discontinued: false,
      weight_category: 'Worsted',
      weight_grams: 100,
      yardage_per_skein: 210,
      fiber_content: 'Merino',
      brand: { id: '77777777-7777-4777-8777-777777777777', name: 'Malabrigo' },
    },
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}
