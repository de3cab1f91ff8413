import type { RawYarnListQuery } from '@yarn-mgmt/contracts';

export const yarnKeys = {
  all: ['yarn'] as const,
  lists: () => ['yarn', 'list'] as const,
  list: (params: RawYarnListQuery) => ['yarn', 'list', params] as const,
  detail: (id: string) => ['yarn', 'detail', id] as const,
  /** The projects service's view of one yarn (its Projects tab, "Reserved for projects"). */
  projects: (id: string) => ['yarn', 'projects', id] as const,
  brands: () => ['yarn', 'brands'] as const,
  lines: (brand: string) => ['yarn', 'lines', brand] as const,
  lowStock: (limit: number) => ['yarn', 'low-stock', limit] as const,
  lowStockCount: () => ['yarn', 'low-stock-count'] as const,
};

/** The read-only catalogue never changes under the user: kept apart from `yarn` so writes leave it cached. */
export const catalogueKeys = {
  brands: () => ['catalogue', 'brands'] as const,
  lines: (brand: string) => ['catalogue', 'lines', brand] as const,
};

export const shoppingListKeys = { all: ['shopping-list'] as const };

/**
 * The deals API as the shopping list reads it ("Buy now or wait", issue 23): apart from `shopping-list`, so that
 * checking off an item does not ask the deals service again.
 */
export const shoppingDealKeys = {
  all: ['shopping-deals'] as const,
  stats: () => ['shopping-deals', 'stats'] as const,
  active: () => ['shopping-deals', 'active'] as const,
  prediction: (brand: string) => ['shopping-deals', 'prediction', brand] as const,
};

/** Path segment of an id from the URL. */
export const segment = (id: string) => encodeURIComponent(id);
