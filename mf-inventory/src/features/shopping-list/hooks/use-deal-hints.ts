import { useMemo } from 'react';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { dealBrandOf, shoppingDealHint, type ShoppingDealHint } from '@yarn-mgmt/domain';
import { useActiveDeals } from '../api/get-active-deals';
import { useBrandPredictions } from '../api/get-brand-predictions';
import { useDealBrands } from '../api/get-deal-brands';

/** The browser's calendar day, YYYY-MM-DD: "in about N days" counts from the knitter's today. */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

export interface DealHints {
  /** Each open item's hint by id; an item without deal data is absent. */
  byItem: ReadonlyMap<string, ShoppingDealHint>;
  /** The deals service did not answer: the list says deal data is unavailable. */
  unavailable: boolean;
}

/**
 * "Buy now or wait" (issue 23): the open items' brands matched against the deals API (through the gateway, as any
 * page of the platform asks it), the brands on sale now, and a prediction for each matched brand not on sale.
 */
export function useDealHints(items: readonly ShoppingListItem[]): DealHints {
  const open = useMemo(() => items.filter((item) => !item.checked), [items]);
  const brands = useDealBrands(open.length > 0);
  const active = useActiveDeals(open.length > 0);
  const wanted = useMemo(() => {
    if (!brands.data || !active.data) return [];
    const onSale = new Set(active.data.map((deal) => deal.brand));
    const matched = open.map((item) => dealBrandOf(item.name, brands.data));
    return [...new Set(matched)].filter((brand): brand is string => brand !== null && !onSale.has(brand));
  }, [open, brands.data, active.data]);
  const predictions = useBrandPredictions(wanted);
  return useMemo(() => {
    const byItem = new Map<string, ShoppingDealHint>();
    if (brands.data && active.data) {
      const today = localToday();
      const data = { brands: brands.data, activeDeals: active.data, predictions };
      for (const item of open) {
        const hint = shoppingDealHint(item, data, today);
        if (hint) byItem.set(item.id, hint);
      }
    }
    return { byItem, unavailable: brands.isError || active.isError };
  }, [open, brands.data, brands.isError, active.data, active.isError, predictions]);
}
