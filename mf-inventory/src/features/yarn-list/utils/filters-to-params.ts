import {
  PRICE_SLIDER,
  QUANTITY_SLIDER,
  type StockLevelFilter,
  type RawYarnListQuery,
  type YarnSortField,
  type YarnWeight,
} from '@yarn-mgmt/contracts';

export type Range = readonly [number, number];

/** The yarn list's filter panel state (spec part 1 section 3, "Yarn list filters"). */
export interface YarnFilters {
  search: string;
  brand: string;
  weight: YarnWeight | '';
  color: string;
  showOnlyAvailable: boolean;
  fiber: string;
  location: string;
  quantityRange: Range;
  priceRange: Range;
  stockLevel: StockLevelFilter;
  recentlyAdded: boolean;
}

export const DEFAULT_FILTERS: YarnFilters = {
  search: '',
  brand: '',
  weight: '',
  color: '',
  showOnlyAvailable: false,
  fiber: '',
  location: '',
  quantityRange: QUANTITY_SLIDER.defaultRange,
  priceRange: PRICE_SLIDER.defaultRange,
  stockLevel: 'all',
  recentlyAdded: false,
};

/** Each sort field's natural direction: newest, most yardage first; names A to Z. */
export const SORT_ORDER: Record<YarnSortField, 'asc' | 'desc'> = {
  created_at: 'desc',
  colorway: 'asc',
  remaining_yardage: 'desc',
  brand: 'asc',
};

function sameRange(a: Range, b: Range): boolean {
  return a[0] === b[0] && a[1] === b[1];
}

/** A moved slider sends its bounds; an end left at the slider's limit stays open. */
function rangeParams(range: Range, slider: { min: number; max: number; defaultRange: Range }) {
  if (sameRange(range, slider.defaultRange)) return { min: undefined, max: undefined };
  return {
    min: range[0] > slider.min ? range[0] : undefined,
    max: range[1] < slider.max ? range[1] : undefined,
  };
}

/**
 * Filter state to the `GET /yarn` query: values still at their defaults are left out. A price range is in
 * `currency` (the user's setting, as the slider's label says): entries bought in another are not compared.
 */
export function filtersToParams(
  filters: YarnFilters,
  sort: YarnSortField = 'created_at',
  currency = 'USD',
): RawYarnListQuery {
  const params: RawYarnListQuery = { sort, order: SORT_ORDER[sort] };
  const text = (value: string) => value.trim() || undefined;
  const quantity = rangeParams(filters.quantityRange, QUANTITY_SLIDER);
  const price = rangeParams(filters.priceRange, PRICE_SLIDER);
  const entries: Partial<RawYarnListQuery> = {
    search: text(filters.search),
    brand: text(filters.brand),
    weight: filters.weight || undefined,
    color: text(filters.color),
    showOnlyAvailable: filters.showOnlyAvailable ? 'true' : undefined,
    fiber: text(filters.fiber),
    location: text(filters.location),
    quantityMin: quantity.min,
    quantityMax: quantity.max,
    priceMin: price.min,
    priceMax: price.max,
    priceCurrency: price.min === undefined && price.max === undefined ? undefined : currency,
    stockLevel: filters.stockLevel === 'all' ? undefined : filters.stockLevel,
    recentlyAdded: filters.recentlyAdded ? 'true' : undefined,
  };
  for (const [key, value] of Object.entries(entries)) {
    if (value !== undefined) Object.assign(params, { [key]: value });
  }
  return params;
}

/** How many filters differ from their defaults (the search box not counted; a range counts once). */
export function activeFilterCount(filters: YarnFilters): number {
  const keys = Object.keys(filtersToParams(filters)).filter(
    (key) => !['search', 'sort', 'order'].includes(key),
  );
  const groups = new Set(keys.map((key) => key.replace(/(Min|Max|Currency)$/, '')));
  return groups.size;
}
