import type { CatalogueLine, ShoppingListItem, Yarn, YarnLine, YarnPhoto } from '@yarn-mgmt/contracts';

export const YARN_ID = '11111111-1111-4111-8111-111111111111';

export function lineFixture(overrides: Partial<YarnLine> = {}): YarnLine {
  const brand = { id: '33333333-3333-4333-8333-333333333333', name: 'Malabrigo' };
  return {
    brand,
    id: '22222222-2222-4222-8222-222222222222',
    name: 'Rios',
    discontinued: false,
    weight_category: 'Worsted',
    weight_grams: 100,
    yardage_per_skein: 210,
    fiber_content: 'Merino',
    ...overrides,
  };
}

export function photoFixture(n: number, overrides: Partial<YarnPhoto> = {}): YarnPhoto {
  const id = `00000000-0000-4000-8000-00000000000${n}`;
  return { id, url: `/api/yarn/${YARN_ID}/photos/${id}`, alt: `Photo ${n}`, is_cover: false, ...overrides };
}

export function yarnFixture(overrides: Partial<Yarn> = {}): Yarn {
  return {
    id: YARN_ID,
    colorway: 'Ocean',
    color_family: null,
    dye_lot: null,
    purchase_price: 12.5,
    currency: 'USD',
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
    yarn_line: lineFixture(),
    created_at: '2026-01-02T00:00:00Z',
    updated_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

export const catalogueLine: CatalogueLine = {
  brand: 'Rowan',
  name: 'Kidsilk Haze',
  weight_category: 'Lace',
  fiber_content: 'Mohair, Silk',
  yardage_per_skein: 229,
  weight_grams: 25,
  discontinued: true,
};

export function shoppingItemFixture(n: number, overrides: Partial<ShoppingListItem> = {}): ShoppingListItem {
  return {
    id: `55555555-5555-4555-8555-${String(n).padStart(12, '0')}`,
    name: `Item ${n}`,
    quantity: 2,
    unit: 'skeins',
    notes: null,
    need_by: null,
    checked: false,
    yarn_id: null,
    created_at: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}
