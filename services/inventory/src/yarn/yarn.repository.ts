import { Injectable } from '@nestjs/common';
import type { Brand, YarnListQuery, YarnWrite } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { returning, type Db } from '../database/db.js';
import { STOCK_LEVEL_SQL } from './stock-level.js';
import type { PhotoRow, YarnLineRow, YarnRow } from './yarn.mapper.js';
import { buildYarnListQuery } from './yarn-list.query.js';

const LINE_COLUMNS = `
  l.id AS line_id, l.name AS line_name, l.weight_category, l.fiber_content, l.yardage_per_skein,
  l.weight_grams, l.discontinued, b.id AS brand_id, b.name AS brand_name`;

const YARN_COLUMNS = `
  y.id, y.colorway, y.color_family, y.dye_lot, y.purchase_price,
  to_char(y.purchase_date, 'YYYY-MM-DD') AS purchase_date, y.vendor, y.storage_location, y.notes,
  y.condition, y.is_favorite, y.tags, y.skeins_total, y.skeins_remaining, y.total_yardage,
  y.remaining_yardage, y.desired_quantity_grams, y.hex_color, y.created_at, y.updated_at, ${LINE_COLUMNS}`;

const YARN_FROM = `
  FROM yarn_items y
  JOIN yarn_lines l ON l.id = y.yarn_line_id
  JOIN brands b ON b.id = l.brand_id`;

const PHOTO_COLUMNS = 'id, yarn_item_id, storage_key, mime_type, size_bytes, alt';

export interface StockTotals {
  total_yardage: number;
  remaining_yardage: number;
}

export interface NewPhoto {
  id: string;
  userId: string;
  yarnId: string;
  storageKey: string;
  mimeType: string;
  sizeBytes: number;
  alt: string;
}

/** Every query of the stash. Owned rows are always matched on user_id as well as id. */
@Injectable()
export class YarnRepository {
  constructor(private readonly dataSource: DataSource) {}

  findBrands(): Promise<Brand[]> {
    return this.dataSource.query(`SELECT id, name FROM brands ORDER BY lower(name), id`);
  }

  findLinesOfBrand(brandName: string): Promise<YarnLineRow[]> {
    return this.dataSource.query(
      `SELECT ${LINE_COLUMNS} FROM yarn_lines l JOIN brands b ON b.id = l.brand_id
       WHERE lower(b.name) = lower($1) ORDER BY lower(l.name), l.id`,
      [brandName],
    );
  }

  /** The brand named so (any case), created by this user when new. Safe under concurrent creation. */
  async upsertBrand(db: Db, name: string, userId: string): Promise<string> {
    await db.query(
      `INSERT INTO brands (name, created_by) VALUES ($1, $2) ON CONFLICT ((lower(name))) DO NOTHING`,
      [name, userId],
    );
    const rows: Array<{ id: string }> = await db.query(
      `SELECT id FROM brands WHERE lower(name) = lower($1)`,
      [name],
    );
    return rows[0].id;
  }

  /** The brand's line named so, created when new; its empty facts are filled in from the input, never replaced. */
  async upsertLine(db: Db, brandId: string, input: YarnWrite, userId: string): Promise<YarnLineRow> {
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO yarn_lines (brand_id, name, weight_category, fiber_content, yardage_per_skein, weight_grams, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (brand_id, (lower(name))) DO UPDATE SET
         weight_category = COALESCE(yarn_lines.weight_category, EXCLUDED.weight_category),
         fiber_content = COALESCE(yarn_lines.fiber_content, EXCLUDED.fiber_content),
         yardage_per_skein = COALESCE(yarn_lines.yardage_per_skein, EXCLUDED.yardage_per_skein),
         weight_grams = COALESCE(yarn_lines.weight_grams, EXCLUDED.weight_grams)
       RETURNING id`,
      [
        brandId,
        input.line_name,
        input.weight_category,
        input.fiber_content,
        input.yardage_per_skein,
        input.weight_grams,
        userId,
      ],
    );
    const lines: YarnLineRow[] = await db.query(
      `SELECT ${LINE_COLUMNS} FROM yarn_lines l JOIN brands b ON b.id = l.brand_id WHERE l.id = $1`,
      [rows[0].id],
    );
    return lines[0];
  }

  private itemValues(input: YarnWrite, totals: StockTotals): unknown[] {
    return [
      input.colorway,
      input.color_family,
      input.dye_lot,
      input.purchase_price,
      input.purchase_date,
      input.vendor,
      input.storage_location,
      input.notes,
      input.condition,
      // Absent on an edit: the favourite flag is left as it is (it has its own toggle).
      input.is_favorite ?? null,
      input.tags,
      input.skeins_total,
      input.skeins_remaining,
      totals.total_yardage,
      totals.remaining_yardage,
      input.desired_quantity_grams,
      input.hex_color,
    ];
  }

  async insertItem(
    db: Db,
    userId: string,
    lineId: string,
    input: YarnWrite,
    totals: StockTotals,
  ): Promise<string> {
    const rows: Array<{ id: string }> = await db.query(
      `INSERT INTO yarn_items (user_id, yarn_line_id, colorway, color_family, dye_lot, purchase_price,
         purchase_date, vendor, storage_location, notes, condition, is_favorite, tags, skeins_total,
         skeins_remaining, total_yardage, remaining_yardage, desired_quantity_grams, hex_color)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, COALESCE($12, false), $13, $14, $15, $16, $17, $18, $19)
       RETURNING id`,
      [userId, lineId, ...this.itemValues(input, totals)],
    );
    return rows[0].id;
  }

  async updateItem(
    db: Db,
    userId: string,
    id: string,
    lineId: string,
    input: YarnWrite,
    totals: StockTotals,
  ): Promise<boolean> {
    const rows: unknown[] = await returning(
      db,
      `UPDATE yarn_items SET yarn_line_id = $3, colorway = $4, color_family = $5, dye_lot = $6,
         purchase_price = $7, purchase_date = $8, vendor = $9, storage_location = $10, notes = $11,
         condition = $12, is_favorite = COALESCE($13, is_favorite), tags = $14, skeins_total = $15, skeins_remaining = $16,
         total_yardage = $17, remaining_yardage = $18, desired_quantity_grams = $19, hex_color = $20,
         updated_at = now()
       WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId, lineId, ...this.itemValues(input, totals)],
    );
    return rows.length > 0;
  }

  async findItem(db: Db, userId: string, id: string, lock = false): Promise<YarnRow | null> {
    const rows: YarnRow[] = await db.query(
      `SELECT ${YARN_COLUMNS} ${YARN_FROM} WHERE y.id = $1 AND y.user_id = $2${lock ? ' FOR UPDATE OF y' : ''}`,
      [id, userId],
    );
    return rows[0] ?? null;
  }

  async setStock(db: Db, id: string, skeinsRemaining: number, remainingYardage: number): Promise<void> {
    await returning(
      db,
      `UPDATE yarn_items SET skeins_remaining = $2, remaining_yardage = $3, updated_at = now() WHERE id = $1`,
      [id, skeinsRemaining, remainingYardage],
    );
  }

  async insertUsage(db: Db, userId: string, yarnId: string, skeins: number, yardage: number): Promise<void> {
    await db.query(
      `INSERT INTO usage_records (user_id, yarn_item_id, skeins, yardage) VALUES ($1, $2, $3, $4)`,
      [userId, yarnId, skeins, yardage],
    );
  }

  /** Deletes the entry (its photos and usage rows go with it); returns the photo files to remove, or null. */
  async deleteItem(db: Db, userId: string, id: string): Promise<string[] | null> {
    const photos: Array<{ storage_key: string }> = await db.query(
      `SELECT storage_key FROM yarn_photos WHERE yarn_item_id = $1 AND user_id = $2`,
      [id, userId],
    );
    const deleted: unknown[] = await returning(
      db,
      `DELETE FROM yarn_items WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return deleted.length ? photos.map((photo) => photo.storage_key) : null;
  }

  async toggleFavorite(userId: string, id: string): Promise<boolean | null> {
    const rows: Array<{ is_favorite: boolean }> = await returning(
      this.dataSource,
      `UPDATE yarn_items SET is_favorite = NOT is_favorite, updated_at = now()
       WHERE id = $1 AND user_id = $2 RETURNING is_favorite`,
      [id, userId],
    );
    return rows[0]?.is_favorite ?? null;
  }

  async list(userId: string, query: YarnListQuery): Promise<{ rows: YarnRow[]; total: number }> {
    const { where, orderBy, params } = buildYarnListQuery(userId, query);
    const n = params.length;
    const [rows, count] = await Promise.all([
      this.dataSource.query<YarnRow[]>(
        `SELECT ${YARN_COLUMNS} ${YARN_FROM} WHERE ${where} ORDER BY ${orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`,
        [...params, query.limit, query.offset],
      ),
      this.dataSource.query<Array<{ total: number }>>(
        `SELECT count(*)::int AS total ${YARN_FROM} WHERE ${where}`,
        params,
      ),
    ]);
    return { rows, total: count[0]?.total ?? 0 };
  }

  /** Low or critical entries (DECISIONS 4), fewest skeins first. */
  lowStock(userId: string, limit: number): Promise<YarnRow[]> {
    return this.dataSource.query(
      `SELECT ${YARN_COLUMNS} ${YARN_FROM}
       WHERE y.user_id = $1 AND y.skeins_remaining > 0 AND ${STOCK_LEVEL_SQL} IN ('low', 'critical')
       ORDER BY y.skeins_remaining ASC, y.created_at DESC, y.id
       LIMIT $2`,
      [userId, limit],
    );
  }

  photosOf(db: Db, yarnIds: string[]): Promise<PhotoRow[]> {
    if (!yarnIds.length) return Promise.resolve([]);
    return db.query(
      `SELECT ${PHOTO_COLUMNS} FROM yarn_photos WHERE yarn_item_id = ANY($1::uuid[]) ORDER BY created_at, id`,
      [yarnIds],
    );
  }

  async insertPhoto(photo: NewPhoto): Promise<PhotoRow> {
    const rows: PhotoRow[] = await this.dataSource.query(
      `INSERT INTO yarn_photos (id, user_id, yarn_item_id, storage_key, mime_type, size_bytes, alt)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${PHOTO_COLUMNS}`,
      [photo.id, photo.userId, photo.yarnId, photo.storageKey, photo.mimeType, photo.sizeBytes, photo.alt],
    );
    return rows[0];
  }

  async findPhoto(userId: string, yarnId: string, photoId: string): Promise<PhotoRow | null> {
    const rows: PhotoRow[] = await this.dataSource.query(
      `SELECT ${PHOTO_COLUMNS} FROM yarn_photos WHERE id = $1 AND yarn_item_id = $2 AND user_id = $3`,
      [photoId, yarnId, userId],
    );
    return rows[0] ?? null;
  }

  async deletePhoto(userId: string, yarnId: string, photoId: string): Promise<string | null> {
    const rows: Array<{ storage_key: string }> = await returning(
      this.dataSource,
      `DELETE FROM yarn_photos WHERE id = $1 AND yarn_item_id = $2 AND user_id = $3 RETURNING storage_key`,
      [photoId, yarnId, userId],
    );
    return rows[0]?.storage_key ?? null;
  }
}
