import type { Yarn } from '@yarn-mgmt/contracts';
import { toYarnCard } from './yarn-card.js';

const item: Yarn = {
  id: '00000000-0000-4000-8000-000000000001',
  colorway: 'Ocean',
  color_family: 'Blue',
  dye_lot: 'A1',
  purchase_price: 12.5,
  currency: 'USD',
  purchase_date: '2026-01-02',
  vendor: 'Local Yarn Shop',
  storage_location: 'Bin 3',
  notes: null,
  condition: null,
  is_favorite: false,
  tags: [],
  photos: [
    { id: '00000000-0000-4000-8000-000000000002', url: '/api/files/a.png', alt: 'front', is_cover: false },
    { id: '00000000-0000-4000-8000-000000000003', url: '/api/files/b.png', alt: 'back', is_cover: true },
  ],
  skeins_total: 5,
  skeins_remaining: 3,
  total_yardage: 1000,
  remaining_yardage: 600,
  desired_quantity_grams: 500,
  hex_color: '#0044AA',
  projects: [],
  yarn_line: {
    id: '00000000-0000-4000-8000-000000000004',
    name: 'Rios',
    weight_category: 'Worsted',
    fiber_content: 'Merino',
    yardage_per_skein: 210,
    weight_grams: 100,
    discontinued: false,
    brand: { id: '00000000-0000-4000-8000-000000000005', name: 'Malabrigo' },
  },
  created_at: '2026-01-02T00:00:00Z',
  updated_at: '2026-01-02T00:00:00Z',
};

describe('toYarnCard', () => {
  it('derives the card fields from the stash entry (DECISIONS 3)', () => {
    expect(toYarnCard(item)).toEqual({
      id: item.id,
      name: 'Rios',
      brand: 'Malabrigo',
      weight: 'Worsted',
      fiber_content: 'Merino',
      color_name: 'Ocean',
      hex_color: '#0044AA',
      quantity_grams: 300,
      desired_quantity_grams: 500,
      price_per_skein: 12.5,
      currency: 'USD',
      purchase_date: '2026-01-02',
      location: 'Bin 3',
      image_url: '/api/files/b.png',
    });
  });

  it('shows the cover photo, else the first one', () => {
    const photos = item.photos.map((photo) => ({ ...photo, is_cover: false }));
    expect(toYarnCard({ ...item, photos }).image_url).toBe('/api/files/a.png');
  });

  it('has no quantity (not 0 g) when the weight per skein is not recorded', () => {
    const card = toYarnCard({ ...item, yarn_line: { ...item.yarn_line, weight_grams: null } });
    expect(card.quantity_grams).toBeNull();
  });

  it('has no image without photos', () => {
    expect(toYarnCard({ ...item, photos: [] }).image_url).toBeNull();
  });
});
