import { apiPath } from '../platform/api-path.js';

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

/** Page sizes of `GET /shopping-list` and `GET /yarn/catalogue` (DECISIONS 6). */
export const SHOPPING_LIST_PAGE_SIZE = 50;
export const SHOPPING_LIST_MAX_PAGE_SIZE = 200;
export const CATALOGUE_PAGE_SIZE = 50;
export const CATALOGUE_MAX_PAGE_SIZE = 200;

/**
 * API paths of the inventory service (under the gateway's `/api`), shared by the controllers' tests and the
 * remote's api files.
 */
export const INVENTORY_API = {
  yarn: '/yarn',
  yarnItem: apiPath('/yarn/:id'),
  brands: '/yarn/brands',
  lines: '/yarn/lines',
  catalogue: '/yarn/catalogue',
  catalogueBrands: '/yarn/catalogue/brands',
  lowStock: '/yarn/low-stock',
  /** How many entries are low or critical (the Low Stock Alert badge; the list itself shows at most a few). */
  lowStockCount: '/yarn/low-stock/count',
  /** The stash grouped by line, colourway and dye lot, with what is left (read by the patterns service). */
  stashSummary: '/yarn/stash-summary',
  favorite: apiPath('/yarn/:id/favorite'),
  usage: apiPath('/yarn/:id/use'),
  addToShoppingList: apiPath('/yarn/:id/add-to-shopping-list'),
  photos: apiPath('/yarn/:id/photos'),
  photo: apiPath('/yarn/:id/photos/:photoId'),
  /** PUT: makes this photo the entry's cover; answers the entry's photos, cover first. */
  photoCover: apiPath('/yarn/:id/photos/:photoId/cover'),
  /** Issue 22: what the provider sync left to decide (platform/external-review.schemas.ts). */
  externalReview: '/yarn/external-review',
  externalResolve: apiPath('/yarn/:id/external-resolve'),
  externalUnlink: apiPath('/yarn/:id/external-unlink'),
  shoppingList: '/shopping-list',
  shoppingListItem: apiPath('/shopping-list/:id'),
  recentActivity: '/activity/recent',
} as const;
