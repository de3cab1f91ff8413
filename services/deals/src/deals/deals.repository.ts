import { Injectable } from '@nestjs/common';
import type { DealStats, PriceHistoryPoint } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { DealEntity } from './deal.entity.js';

/** How many of a brand's deals the timeline reads at most (newest first). */
const TIMELINE_CAP = 1_000;

/**
 * Deals are global: every signed-in user reads the same rows. Brands match case-insensitively on `lower(brand)`,
 * the expression the brand indexes hold (scraped text is stored trimmed, so the asked brand is trimmed instead).
 */
@Injectable()
export class DealsRepository {
  constructor(private readonly dataSource: DataSource) {}

  private get repo() {
    return this.dataSource.getRepository(DealEntity);
  }

  async stats(): Promise<DealStats> {
    const [row] = await this.dataSource.query<
      Array<{ total: number; active: number; avg_discount: number; this_week: number }>
    >(
      `SELECT count(*)::int AS total, count(*) FILTER (WHERE is_active)::int AS active,
         coalesce(round(avg(discount_percentage) FILTER (WHERE is_active), 1), 0)::float AS avg_discount,
         count(*) FILTER (WHERE first_seen_at > now() - interval '7 days')::int AS this_week
       FROM deals`,
    );
    return {
      totalDeals: row?.total ?? 0,
      activeDeals: row?.active ?? 0,
      avgDiscount: row?.avg_discount ?? 0,
      dealsThisWeek: row?.this_week ?? 0,
    };
  }

  /** Brands that have deals (DECISIONS 17), one spelling per brand, sorted. */
  async brands(): Promise<string[]> {
    const rows = await this.dataSource.query<Array<{ brand: string }>>(
      `SELECT min(brand) AS brand FROM deals WHERE brand IS NOT NULL AND brand <> ''
       GROUP BY lower(brand) ORDER BY lower(brand)`,
    );
    return rows.map((row) => row.brand);
  }

  async active(limit: number): Promise<{ deals: DealEntity[]; total: number }> {
    const [deals, total] = await this.repo.findAndCount({
      where: { isActive: true },
      order: { discountPercentage: 'DESC', lastSeenAt: 'DESC', id: 'DESC' },
      take: limit,
    });
    return { deals, total };
  }

  /** The brand's deals, newest first (active and past). */
  ofBrand(brand: string): Promise<DealEntity[]> {
    return this.repo
      .createQueryBuilder('d')
      .where('lower(d.brand) = lower(:brand)', { brand: brand.trim() })
      .orderBy('d.first_seen_at', 'DESC')
      .addOrderBy('d.id', 'DESC')
      .take(TIMELINE_CAP)
      .getMany();
  }

  /**
   * One point a day from every price observation of the brand's products in one currency: the one most of them
   * are priced in (DECISIONS 26: prices in two currencies are not averaged together, nor converted).
   */
  async history(brand: string): Promise<PriceHistoryPoint[]> {
    const rows = await this.dataSource.query<PriceHistoryPoint[]>(
      `WITH observed AS (
         SELECT o.*, p.currency FROM price_observations o JOIN products p ON p.id = o.product_id
          WHERE lower(p.brand) = lower($1)),
       main AS (SELECT currency FROM observed GROUP BY currency ORDER BY count(*) DESC, currency LIMIT 1)
       SELECT to_char(date_trunc('day', o.observed_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS date,
         o.currency,
         round(avg(o.current_price), 2)::float AS avg_price,
         round(avg(CASE WHEN o.original_price > o.current_price
           THEN 100 * (o.original_price - o.current_price) / o.original_price ELSE 0 END), 1)::float AS avg_discount,
         count(DISTINCT o.product_id) FILTER (WHERE o.original_price > o.current_price)::int AS products_on_sale
       FROM observed o JOIN main m ON m.currency = o.currency
       GROUP BY 1, 2 ORDER BY 1`,
      [brand.trim()],
    );
    return rows;
  }
}
