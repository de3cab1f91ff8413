import { Injectable } from '@nestjs/common';
import type {
  StashSummaryGroup,
  YarnCreateInput,
  YarnListQuery,
  YarnUpdateInput,
} from '@yarn-mgmt/contracts';
import { DataSource, In, type EntityManager } from 'typeorm';
import { STOCK_LEVEL_SQL } from './stock-level.js';
import { UsageRecordEntity } from './usage-record.entity.js';
import { YarnItemEntity } from './yarn-item.entity.js';
import { YarnPhotoEntity } from './yarn-photo.entity.js';
import { buildYarnListQuery } from './yarn-list.query.js';

export interface StockTotals {
  total_yardage: number;
  remaining_yardage: number;
}

const FROM = `FROM yarn_items y JOIN yarn_lines l ON l.id = y.yarn_line_id JOIN brands b ON b.id = l.brand_id`;

/** The stash entries' columns from what the user wrote. */
function itemValues(input: YarnCreateInput, totals: StockTotals): Partial<YarnItemEntity> {
  return {
    colorway: input.colorway,
    colorFamily: input.color_family,
    dyeLot: input.dye_lot,
    purchasePrice: input.purchase_price,
    // Absent (an import, an older client): USD on a new entry, the entry's own on an edit.
    ...(input.currency === undefined ? {} : { currency: input.currency }),
    purchaseDate: input.purchase_date,
    vendor: input.vendor,
    storageLocation: input.storage_location,
    notes: input.notes,
    condition: input.condition,
    // Absent on an edit: the favourite flag is left as it is (it has its own toggle).
    ...(input.is_favorite === undefined ? {} : { isFavorite: input.is_favorite }),
    tags: input.tags,
    skeinsTotal: input.skeins_total,
    skeinsRemaining: input.skeins_remaining,
    totalYardage: totals.total_yardage,
    remainingYardage: totals.remaining_yardage,
    desiredQuantityGrams: input.desired_quantity_grams,
    hexColor: input.hex_color,
  };
}

/** Stash entries and their usage records. Owned rows are always matched on user_id as well as id. */
@Injectable()
export class YarnRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The entry with its line and brand; `lock` holds its row until the transaction ends. */
  findItem(manager: EntityManager, userId: string, id: string, lock = false): Promise<YarnItemEntity | null> {
    const query = manager
      .getRepository(YarnItemEntity)
      .createQueryBuilder('y')
      .innerJoinAndSelect('y.line', 'l')
      .innerJoinAndSelect('l.brand', 'b')
      .where('y.id = :id AND y.user_id = :userId', { id, userId });
    if (lock) query.setLock('pessimistic_write', undefined, ['y']);
    return query.getOne();
  }

  async insertItem(
    manager: EntityManager,
    userId: string,
    lineId: string,
    input: YarnCreateInput,
    totals: StockTotals,
  ): Promise<string> {
    const result = await manager
      .getRepository(YarnItemEntity)
      .insert({ userId, lineId, ...itemValues(input, totals) });
    return (result.identifiers[0] as { id: string }).id;
  }

  async updateItem(
    manager: EntityManager,
    userId: string,
    id: string,
    lineId: string,
    input: YarnUpdateInput,
    totals: StockTotals,
  ): Promise<void> {
    await manager
      .getRepository(YarnItemEntity)
      .update({ id, userId }, { lineId, ...itemValues(input, totals) });
  }

  async setStock(manager: EntityManager, id: string, skeinsRemaining: number, remainingYardage: number) {
    await manager.getRepository(YarnItemEntity).update({ id }, { skeinsRemaining, remainingYardage });
  }

  async insertUsage(manager: EntityManager, usage: Omit<UsageRecordEntity, 'id' | 'createdAt'>) {
    await manager.getRepository(UsageRecordEntity).insert(usage);
  }

  /** Deletes the entry (its photos and usage rows go with it); returns the photo files to remove. */
  async deleteItem(manager: EntityManager, userId: string, id: string): Promise<string[]> {
    const photos = await manager.getRepository(YarnPhotoEntity).findBy({ yarnItemId: id, userId });
    await manager.getRepository(YarnItemEntity).delete({ id, userId });
    return photos.map((photo) => photo.storageKey);
  }

  async toggleFavorite(userId: string, id: string): Promise<boolean | null> {
    const result = await this.dataSource
      .createQueryBuilder()
      .update(YarnItemEntity)
      .set({ isFavorite: () => 'NOT is_favorite' })
      .where('id = :id AND user_id = :userId', { id, userId })
      .returning('is_favorite')
      .execute();
    const rows = result.raw as Array<{ is_favorite: boolean }>;
    return rows[0]?.is_favorite ?? null;
  }

  /** One page of `GET /yarn`: the page's ids from the filter SQL, then those entries as entities. */
  async list(userId: string, query: YarnListQuery): Promise<{ items: YarnItemEntity[]; total: number }> {
    const { where, orderBy, params } = buildYarnListQuery(userId, query);
    const n = params.length;
    const [page, count] = await Promise.all([
      this.dataSource.query<Array<Pick<YarnItemEntity, 'id'>>>(
        `SELECT y.id ${FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${FROM} WHERE ${where}`,
        params,
      ),
    ]);
    return { items: await this.inOrder(page.map((row) => row.id)), total: count[0]?.total ?? 0 };
  }

  /** How many entries `lowStock` would list without a limit. */
  async lowStockCount(userId: string): Promise<number> {
    const rows = await this.dataSource.query<Array<{ total: number }>>(
      `SELECT count(*)::int AS total ${FROM}
       WHERE y.user_id = $1 AND y.skeins_remaining > 0 AND ${STOCK_LEVEL_SQL} IN ('low', 'critical')`,
      [userId],
    );
    return rows[0]?.total ?? 0;
  }

  /** Low or critical entries (DECISIONS 4), fewest skeins first. */
  async lowStock(userId: string, limit: number): Promise<YarnItemEntity[]> {
    const rows = await this.dataSource.query<Array<Pick<YarnItemEntity, 'id'>>>(
      `SELECT y.id ${FROM}
       WHERE y.user_id = $1 AND y.skeins_remaining > 0 AND ${STOCK_LEVEL_SQL} IN ('low', 'critical')
       ORDER BY y.skeins_remaining ASC, y.created_at DESC, y.id
       LIMIT $2`,
      [userId, limit],
    );
    return this.inOrder(rows.map((row) => row.id));
  }

  /**
   * The user's stash with something left, one row per line, colourway and dye lot (skeins one project can use
   * together), in one grouped query over the user's entries (the user_id + line index).
   */
  stashSummary(userId: string): Promise<StashSummaryGroup[]> {
    return this.dataSource.query<StashSummaryGroup[]>(
      `SELECT b.name AS brand, l.name AS line, l.weight_category, l.yardage_per_skein, y.colorway, y.dye_lot,
              sum(y.skeins_remaining)::float8 AS skeins, sum(y.remaining_yardage)::float8 AS yards,
              array_agg(y.id ORDER BY y.created_at, y.id) AS yarn_ids
       ${FROM}
       WHERE y.user_id = $1 AND (y.skeins_remaining > 0 OR y.remaining_yardage > 0)
       GROUP BY l.id, b.name, y.colorway, y.dye_lot
       ORDER BY lower(b.name), lower(l.name), l.id, y.colorway NULLS FIRST, y.dye_lot NULLS FIRST`,
      [userId],
    );
  }

  private async inOrder(ids: string[]): Promise<YarnItemEntity[]> {
    if (!ids.length) return [];
    const items = await this.dataSource
      .getRepository(YarnItemEntity)
      .find({ where: { id: In(ids) }, relations: { line: { brand: true } } });
    const byId = new Map(items.map((item) => [item.id, item]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }
}
