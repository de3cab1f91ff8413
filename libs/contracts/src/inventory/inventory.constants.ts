/** Spec part 1 section 9: the inventory's option lists and limits. */
export const YARN_WEIGHTS = ['Lace', 'Sport', 'DK', 'Worsted', 'Chunky', 'Super Chunky'] as const;
export type YarnWeight = (typeof YARN_WEIGHTS)[number];

export const FIBER_OPTIONS = [
  'Wool',
  'Cotton',
  'Acrylic',
  'Silk',
  'Alpaca',
  'Mohair',
  'Cashmere',
  'Bamboo',
  'Linen',
] as const;

export const YARN_SORT_OPTIONS = [
  { value: 'created_at', label: 'Recently Added' },
  { value: 'colorway', label: 'Colorway' },
  { value: 'remaining_yardage', label: 'Remaining Yardage' },
  { value: 'brand', label: 'Brand' },
] as const;
export const YARN_SORT_FIELDS = ['created_at', 'colorway', 'remaining_yardage', 'brand'] as const;
export type YarnSortField = (typeof YARN_SORT_FIELDS)[number];

export const STOCK_LEVEL_FILTERS = ['all', 'sufficient', 'low', 'critical', 'out'] as const;
export type StockLevelFilter = (typeof STOCK_LEVEL_FILTERS)[number];

export const QUANTITY_SLIDER = { min: 0, max: 2000, step: 50, defaultRange: [0, 1000] } as const;
export const PRICE_SLIDER = { min: 0, max: 200, step: 5, defaultRange: [0, 100] } as const;

/** Page sizes of `GET /yarn` (DECISIONS 6). */
export const YARN_PAGE_SIZE = 24;
export const YARN_MAX_PAGE_SIZE = 100;
/** "Recently added" means within this many days. */
export const RECENTLY_ADDED_DAYS = 30;
/** Add to Shopping List is offered only at or below this many skeins (spec part 1 section 4). */
export const SHOPPING_LIST_MAX_SKEINS = 2;
export const LOW_STOCK_DEFAULT_LIMIT = 5;

export const PHOTO_MAX_BYTES = 10 * 1024 * 1024;
export const PHOTO_MIME_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;
