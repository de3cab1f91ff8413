import { RECENTLY_ADDED_DAYS, type YarnListQuery } from '@yarn-mgmt/contracts';
import { containsPattern } from '@yarn-mgmt/nest-kit';
import { QUANTITY_GRAMS_SQL, STOCK_LEVEL_SQL } from './stock-level.js';

export interface SqlFragment {
  /** Conditions over `y` (yarn_items), `l` (yarn_lines) and `b` (brands), joined with AND. */
  where: string;
  orderBy: string;
  params: unknown[];
}

/** The words of a search (at most this many are matched; the rest are ignored). */
export const SEARCH_WORDS = 8;

export function searchWords(search: string | undefined): string[] {
  return [...new Set((search ?? '').split(/\s+/).filter(Boolean))].slice(0, SEARCH_WORDS);
}

/**
 * Every filter, the sort and its tiebreak of `GET /yarn` as SQL over one user's rows (spec part 1 section 3).
 * Values only ever travel as parameters; the sort comes from a closed list.
 */
export function buildYarnListQuery(userId: string, query: YarnListQuery): SqlFragment {
  const params: unknown[] = [userId];
  const conditions = ['y.user_id = $1'];
  const param = (value: unknown) => {
    params.push(value);
    return `$${params.length}`;
  };

  // Each word somewhere in the entry ("Malabrigo Rios" is a brand word and a line word; "Rios Azul" a line
  // word and a colourway word), at most SEARCH_WORDS of them.
  for (const word of searchWords(query.search)) {
    const p = param(containsPattern(word));
    conditions.push(
      `(b.name ILIKE ${p} OR l.name ILIKE ${p} OR y.colorway ILIKE ${p} OR y.notes ILIKE ${p}` +
        ` OR array_to_string(y.tags, ' ') ILIKE ${p})`,
    );
  }
  if (query.brand) conditions.push(`lower(b.name) = lower(${param(query.brand)})`);
  if (query.weight) conditions.push(`l.weight_category = ${param(query.weight)}`);
  if (query.color) {
    const p = param(containsPattern(query.color));
    conditions.push(`(y.colorway ILIKE ${p} OR y.color_family ILIKE ${p})`);
  }
  if (query.showOnlyAvailable) conditions.push('y.skeins_remaining > 0');
  if (query.fiber) conditions.push(`l.fiber_content ILIKE ${param(containsPattern(query.fiber))}`);
  if (query.location) conditions.push(`y.storage_location ILIKE ${param(containsPattern(query.location))}`);
  if (query.quantityMin !== undefined)
    conditions.push(`${QUANTITY_GRAMS_SQL} >= ${param(query.quantityMin)}`);
  if (query.quantityMax !== undefined)
    conditions.push(`${QUANTITY_GRAMS_SQL} <= ${param(query.quantityMax)}`);
  if (query.priceMin !== undefined) conditions.push(`y.purchase_price >= ${param(query.priceMin)}`);
  if (query.priceMax !== undefined) conditions.push(`y.purchase_price <= ${param(query.priceMax)}`);
  if (query.priceCurrency !== undefined) conditions.push(`y.currency = ${param(query.priceCurrency)}`);
  if (query.stockLevel && query.stockLevel !== 'all') {
    conditions.push(`${STOCK_LEVEL_SQL} = ${param(query.stockLevel)}`);
  }
  if (query.recentlyAdded) {
    conditions.push(`y.created_at >= now() - make_interval(days => ${param(RECENTLY_ADDED_DAYS)})`);
  }
  if (query.favorites) conditions.push('y.is_favorite');

  const direction = (query.order ?? (query.sort === 'created_at' ? 'desc' : 'asc')).toUpperCase();
  const sortKey = {
    created_at: 'y.created_at',
    colorway: 'y.colorway',
    remaining_yardage: 'y.remaining_yardage',
    brand: 'lower(b.name)',
  }[query.sort];
  // Entries without a colorway go last either way; id makes pages stable when keys tie.
  const nulls = query.sort === 'colorway' ? ' NULLS LAST' : '';
  const orderBy = `${sortKey} ${direction}${nulls}, y.id ${direction}`;

  return { where: conditions.join(' AND '), orderBy, params };
}
