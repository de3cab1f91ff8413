import type { QueryResultRow } from 'pg';

/** A query on the deals service's own database (a suite's `query`, or a service world's). */
export type DealsQuery = <R extends QueryResultRow>(sql: string, params?: unknown[]) => Promise<R[]>;

export interface SeededDeal {
  brand: string | null;
  /** How many days ago the sale was first seen. */
  daysAgo: number;
  /** Whole percent off a 10.00 price. */
  discount: number;
  active: boolean;
  /** The product's name (default `<brand> Yarn`). */
  name?: string;
  retailer?: string;
  /** ISO 4217 code of the prices (default USD, as the migration gives older rows). */
  currency?: string;
}

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

/**
 * A deal as the scrape worker writes it, in SQL (for suites that read deals rather than scrape them): its product
 * at a 10.00 list price, a successful run, the price observation and the deal itself.
 */
export async function seedDeal(query: DealsQuery, targetId: number, deal: SeededDeal): Promise<void> {
  const name = deal.name ?? `${deal.brand} Yarn`;
  const price = 10 - deal.discount / 10;
  const seen = daysAgo(deal.daysAgo);
  const url = `https://shop.example/${encodeURIComponent(name)}-${deal.daysAgo}`;
  const [product] = await query<{ id: number }>(
    `INSERT INTO products (target_id, product_url, name, brand, current_price, original_price, first_seen_at, last_seen_at, currency)
     VALUES ($1, $2, $3, $4, $5, 10, $6, $6, $7) RETURNING id`,
    [targetId, url, name, deal.brand, price, seen, deal.currency ?? 'USD'],
  );
  const [run] = await query<{ id: number }>(
    `INSERT INTO scrape_runs (target_id, status, trigger, created_at) VALUES ($1, 'success', 'manual', $2) RETURNING id`,
    [targetId, seen],
  );
  await query(
    `INSERT INTO price_observations (product_id, run_id, current_price, original_price, observed_at) VALUES ($1, $2, $3, 10, $4)`,
    [product?.id, run?.id, price, seen],
  );
  await query(
    `INSERT INTO deals (product_id, target_id, product_name, brand, retailer_name, current_price, original_price,
       discount_percentage, product_url, first_seen_at, last_seen_at, is_active, currency)
     VALUES ($1, $2, $3, $4, $5, $6, 10, $7, $8, $9, $9, $10, $11)`,
    [
      product?.id,
      targetId,
      name,
      deal.brand,
      deal.retailer ?? 'Wool Warehouse',
      price,
      deal.discount,
      url,
      seen,
      deal.active,
      deal.currency ?? 'USD',
    ],
  );
}

/** A scraper target row for seeded deals to belong to (no scrape ever runs against it). */
export async function seedDealsTarget(query: DealsQuery, name = 'Wool Warehouse'): Promise<number> {
  const [target] = await query<{ id: number }>(
    `INSERT INTO scraper_targets (name, url, category, scraper_type, scrape_frequency, selectors)
     VALUES ($1, 'https://shop.example/yarn/sale', 'deals', 'static', 'daily', '{}'::jsonb) RETURNING id`,
    [name],
  );
  if (!target) throw new Error('no scraper target was created');
  return target.id;
}
