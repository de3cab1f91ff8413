import { DEAL_FILTERS, type Deal, type DealSort } from '@yarn-mgmt/contracts';

export interface DealFilters {
  /** '' for All Brands. */
  brand: string;
  minDiscount: number;
  /** At its maximum (100) it filters nothing (spec part 2 section 9). */
  maxPrice: number;
  sort: DealSort;
}

export const DEFAULT_DEAL_FILTERS: DealFilters = {
  brand: '',
  minDiscount: DEAL_FILTERS.minDiscount.default,
  maxPrice: DEAL_FILTERS.maxPrice.default,
  sort: 'discount',
};

export const DEAL_SORT_LABELS: Record<DealSort, string> = {
  discount: 'Highest Discount',
  price_low: 'Price: Low to High',
  price_high: 'Price: High to Low',
  recent: 'Most Recent',
};

/** The brand filter's choices: the loaded deals' brands, each once, sorted. */
export function dealBrands(deals: readonly Deal[]): string[] {
  const brands = new Set<string>();
  for (const deal of deals) if (deal.brand) brands.add(deal.brand);
  return [...brands].sort((a, b) => a.localeCompare(b));
}

/**
 * The currency the max-price slider reads in: the loaded deals' one currency (USD, the spec's, before any load),
 * or null when they are in several (the slider then shows a bare amount: no symbol would be true of every deal).
 */
export function dealsCurrency(deals: readonly Deal[]): string | null {
  const currencies = new Set(deals.map((deal) => deal.currency));
  if (currencies.size === 0) return 'USD';
  return currencies.size === 1 ? [...currencies][0] : null;
}

const byTime = (value: string) => Date.parse(value) || 0;

const COMPARE: Record<DealSort, (a: Deal, b: Deal) => number> = {
  discount: (a, b) => b.discount_percentage - a.discount_percentage,
  price_low: (a, b) => a.current_price - b.current_price,
  price_high: (a, b) => b.current_price - a.current_price,
  recent: (a, b) =>
    byTime(b.scraped_at) - byTime(a.scraped_at) || byTime(b.first_seen_at) - byTime(a.first_seen_at),
};

/** The gallery's deals after its filters, in its sort order (a new array; ties keep the server's order). */
export function filterDeals(deals: readonly Deal[], filters: DealFilters): Deal[] {
  const priceCap = filters.maxPrice < DEAL_FILTERS.maxPrice.max ? filters.maxPrice : Infinity;
  return deals
    .filter(
      (deal) =>
        (filters.brand === '' || deal.brand === filters.brand) &&
        deal.discount_percentage >= filters.minDiscount &&
        deal.current_price <= priceCap,
    )
    .sort(COMPARE[filters.sort]);
}
