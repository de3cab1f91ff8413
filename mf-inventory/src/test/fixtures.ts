import type { YarnItem } from '@yarn-mgmt/contracts';

export function yarnFixture(overrides: Partial<YarnItem> = {}): YarnItem {
  return {
    id: '11111111-1111-4111-8111-111111111111',
    colorway: 'Ocean',
    color_family: null,
    dye_lot: null,
    purchase_price: 12.5,
    purchase_date: '2026-01-02',
    vendor: null,
    storage_location: 'Bin 3',
    notes: null,
    condition: null,
    is_favorite: false,
    tags: ['gift'],
    photos: [],
    skeins_total: 5,
    skeins_remaining: 3,
    total_yardage: 1050,
    remaining_yardage: 630,
    desired_quantity_grams: 500,
    hex_color: '#0044AA',
    projects: [],
    yarn_line: {
      id: '22222222-2222-4222-8222-222222222222',
      name: 'Rios',
      weight_category: 'Worsted',
      fiber_content: 'Merino',
      yardage_per_skein: 210,
      weight_grams: 100,
      discontinued: false,
      brand: { id: '33333333-3333-4333-8333-333333333333', name: 'Malabrigo' },
    },
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}
