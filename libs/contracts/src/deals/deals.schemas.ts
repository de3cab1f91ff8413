import { z } from 'zod';
import { apiPath } from '../platform/api-path.js';

/** A product on sale (spec part 2 section 3), plus whether it is still on sale (DECISIONS 21). */
export const DealSchema = z.object({
  id: z.number().int(),
  product_name: z.string(),
  brand: z.string().nullable(),
  retailer_name: z.string(),
  current_price: z.number(),
  original_price: z.number(),
  /**
   * ISO 4217 code of both prices, as the shop showed them ("USD", "EUR"): read from the page, USD when it does not
   * say (DECISIONS 26: shown in it, never converted).
   */
  currency: z.string(),
  /** Whole percent, rounded: 100 * (original - current) / original. */
  discount_percentage: z.number(),
  yarn_weight: z.string().nullable(),
  fiber_content: z.string().nullable(),
  image_url: z.string().nullable(),
  product_url: z.string(),
  /** When the deal was last seen (the spec's found date). */
  scraped_at: z.string(),
  first_seen_at: z.string(),
  is_active: z.boolean(),
});
export type Deal = z.infer<typeof DealSchema>;

export const ActiveDealsQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(1000).default(500),
});
export const DealsResponseSchema = z.object({ deals: z.array(DealSchema), total: z.number().int() });

export const DealStatsSchema = z.object({
  totalDeals: z.number().int(),
  activeDeals: z.number().int(),
  /** Mean discount of active deals, one decimal; 0 without deals. */
  avgDiscount: z.number(),
  /** Deals first seen in the last 7 days. */
  dealsThisWeek: z.number().int(),
});
export type DealStats = z.infer<typeof DealStatsSchema>;
/** GET /deals/stats; `brands` feeds the timeline's brand list (DECISIONS 17): brands with deals, sorted. */
export const DealStatsResponseSchema = z.object({ stats: DealStatsSchema, brands: z.array(z.string()) });

/**
 * One day of a brand's price history, from every price observation that day of its products priced in the
 * currency most of them are (`currency`, the same on every point; DECISIONS 26).
 */
export const PriceHistoryPointSchema = z.object({
  date: z.string(),
  currency: z.string(),
  avg_price: z.number(),
  avg_discount: z.number(),
  products_on_sale: z.number().int(),
});
export type PriceHistoryPoint = z.infer<typeof PriceHistoryPointSchema>;
/** GET /deals/timeline/{brand}: the brand's deals, newest first, and its daily history for the chart. */
export const DealTimelineResponseSchema = z.object({
  deals: z.array(DealSchema),
  history: z.array(PriceHistoryPointSchema),
});

/** Spec part 2 section 3 "Pattern analysis". Dates are YYYY-MM-DD. */
export const PatternAnalysisSchema = z.object({
  hasEnoughData: z.boolean(),
  seasonal: z.object({
    mostCommonMonthName: z.string().nullable(),
    mostCommonDayName: z.string().nullable(),
    saleCount: z.number().int(),
  }),
  frequency: z.object({
    averageFrequencyDays: z.number().nullable(),
    averageDiscount: z.number().nullable(),
    firstSale: z.string().nullable(),
    lastSale: z.string().nullable(),
  }),
});
export type PatternAnalysis = z.infer<typeof PatternAnalysisSchema>;
export const PatternAnalysisResponseSchema = z.object({ patterns: PatternAnalysisSchema });

/** Spec part 2 section 3 "Prediction". Confidence is 0-100, derived from the backtest error. */
export const PredictionSchema = z.object({
  hasPrediction: z.boolean(),
  nextPredictedSale: z.string().nullable(),
  confidence: z.number().nullable(),
  estimatedDiscount: z.number().nullable(),
  basedOnFrequency: z.number().nullable(),
  message: z.string().nullable(),
});
export type Prediction = z.infer<typeof PredictionSchema>;
export const PredictionResponseSchema = z.object({ prediction: PredictionSchema });

export const DEALS_API = {
  stats: '/deals/stats',
  active: '/deals/active',
  timeline: apiPath('/deals/timeline/:brand', { encode: true }),
  patterns: apiPath('/deals/patterns/:brand', { encode: true }),
  predict: apiPath('/deals/predict/:brand', { encode: true }),
} as const;
