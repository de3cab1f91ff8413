import { SETTINGS_DEFAULTS, type Pattern, type Settings, type User, type Yarn } from '@yarn-mgmt/contracts';

// Builders of contract objects that more than one remote's tests need (a pattern, a stash entry); what only one
// remote needs stays in that remote's src/test/fixtures.ts.

export const FIXTURE_PATTERN_ID = '11111111-1111-4111-8111-111111111111';

/** A whole pattern as the API answers it ("Flax", a free worsted sweater), with the overrides. */
export function patternFixture(overrides: Partial<Pattern> = {}): Pattern {
  return {
    id: FIXTURE_PATTERN_ID,
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
    cover_source: null,
    full_data: null,
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

/** Stash entries numbered from 1, each with its own id and colourway (Malabrigo Rios, 3 skeins). */
export function yarnFixture(n: number, overrides: Partial<Yarn> = {}): Yarn {
  return {
    id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
    colorway: `Colour ${n}`,
    color_family: null,
    dye_lot: null,
    purchase_price: null,
    currency: 'USD',
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

/** A signed-in user (Ann, a knitter), with the overrides: `userFixture({ role: 'admin' })` for an admin. */
export function userFixture(overrides: Partial<User> = {}): User {
  return {
    id: '7b0c1c36-6f0b-4c39-9d0c-6a1d3f1f2a11',
    email: 'ann@example.com',
    username: 'ann',
    first_name: 'Ann',
    last_name: 'Purl',
    role: 'user',
    ravelry_connected: false,
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/**
 * `GET /settings`'s answer: the defaults with the overrides, for a page under a signed-in user's settings
 * (`{ '/settings': settingsResponse({ default_currency: 'EUR' }) }` beside `user: userFixture()`).
 */
export function settingsResponse(overrides: Partial<Settings> = {}): { settings: Settings } {
  return {
    settings: {
      ...SETTINGS_DEFAULTS,
      storage_used: 0,
      storage_limit: 1024 ** 3,
      photo_count: 0,
      pattern_count: 0,
      ...overrides,
    },
  };
}
