import type { Deal, DealStats, PatternAnalysis, Prediction } from '@yarn-mgmt/contracts';
import type { DealStatsResponse, DealTimelineResponse } from '../api/deals-responses';

/** Deals numbered from 1, each its own product (Malabrigo Rios at Yarn Shop, $7.50 from $10.00, 25 % off). */
export function dealFixture(n: number, overrides: Partial<Deal> = {}): Deal {
  return {
    id: n,
    product_name: `Rios ${n}`,
    brand: 'Malabrigo',
    retailer_name: 'Yarn Shop',
    current_price: 7.5,
    original_price: 10,
    currency: 'USD',
    discount_percentage: 25,
    yarn_weight: 'Worsted',
    fiber_content: 'Merino',
    image_url: `https://shop.example/rios-${n}.jpg`,
    product_url: `https://shop.example/rios-${n}`,
    scraped_at: '2026-03-04T10:00:00Z',
    first_seen_at: '2026-03-01T10:00:00Z',
    is_active: true,
    ...overrides,
  };
}

export const STATS_FIXTURE: DealStats = {
  totalDeals: 120,
  activeDeals: 80,
  avgDiscount: 27.25,
  dealsThisWeek: 14,
};

export function statsResponse(brands: string[] = ['Cascade', 'Malabrigo']): DealStatsResponse {
  return { stats: STATS_FIXTURE, brands };
}

export const PATTERNS_FIXTURE: PatternAnalysis = {
  hasEnoughData: true,
  seasonal: { mostCommonMonthName: 'November', mostCommonDayName: 'Friday', saleCount: 12 },
  frequency: {
    averageFrequencyDays: 30.5,
    averageDiscount: 22.4,
    firstSale: '2025-01-10',
    lastSale: '2026-02-27',
  },
};

export const PREDICTION_FIXTURE: Prediction = {
  hasPrediction: true,
  nextPredictedSale: '2026-03-29',
  confidence: 72,
  estimatedDiscount: 22,
  basedOnFrequency: 30,
  message: null,
};

export function timelineFixture(dealCount: number): DealTimelineResponse {
  return {
    deals: Array.from({ length: dealCount }, (_, index) => dealFixture(index + 1)),
    history: [
      { date: '2026-01-30', currency: 'USD', avg_price: 8.25, avg_discount: 20, products_on_sale: 3 },
      { date: '2026-02-27', currency: 'USD', avg_price: 7.5, avg_discount: 25, products_on_sale: 4 },
    ],
  };
}
