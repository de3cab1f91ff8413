import { Injectable } from '@nestjs/common';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { DataSource } from 'typeorm';
import { num, returning, type Db } from '../database/db.js';

interface ItemRow {
  id: string;
  name: string;
  quantity: string;
  unit: string;
  notes: string | null;
  checked: boolean;
  yarn_id: string | null;
  created_at: Date;
}

const COLUMNS = 'id, name, quantity, unit, notes, checked, yarn_item_id AS yarn_id, created_at';

const toItem = (row: ItemRow): ShoppingListItem => ({
  ...row,
  quantity: num(row.quantity),
  created_at: row.created_at.toISOString(),
});

export interface NewShoppingItem {
  name: string;
  quantity: number;
  unit: string;
  notes: string | null;
  yarnId: string | null;
}

export interface ShoppingItemChanges {
  name?: string;
  quantity?: number;
  unit?: string;
  notes?: string | null;
  checked?: boolean;
}

@Injectable()
export class ShoppingListRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Open items first, newest first. */
  async list(userId: string): Promise<ShoppingListItem[]> {
    const rows: ItemRow[] = await this.dataSource.query(
      `SELECT ${COLUMNS} FROM shopping_list_items WHERE user_id = $1 ORDER BY checked, created_at DESC, id DESC`,
      [userId],
    );
    return rows.map(toItem);
  }

  async yarnBelongsTo(db: Db, userId: string, yarnId: string): Promise<boolean> {
    const rows: unknown[] = await db.query(`SELECT 1 FROM yarn_items WHERE id = $1 AND user_id = $2`, [
      yarnId,
      userId,
    ]);
    return rows.length > 0;
  }

  /** Inserts; with a yarn that already has an open item, inserts nothing and returns null (unique index). */
  async insert(db: Db, userId: string, item: NewShoppingItem): Promise<ShoppingListItem | null> {
    const rows: ItemRow[] = await db.query(
      `INSERT INTO shopping_list_items (user_id, name, quantity, unit, notes, yarn_item_id)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (yarn_item_id) WHERE yarn_item_id IS NOT NULL AND NOT checked DO NOTHING
       RETURNING ${COLUMNS}`,
      [userId, item.name, item.quantity, item.unit, item.notes, item.yarnId],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async findOpenForYarn(db: Db, userId: string, yarnId: string): Promise<ShoppingListItem | null> {
    const rows: ItemRow[] = await db.query(
      `SELECT ${COLUMNS} FROM shopping_list_items WHERE user_id = $1 AND yarn_item_id = $2 AND NOT checked`,
      [userId, yarnId],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async update(userId: string, id: string, changes: ShoppingItemChanges): Promise<ShoppingListItem | null> {
    const rows: ItemRow[] = await returning(
      this.dataSource,
      `UPDATE shopping_list_items SET
         name = COALESCE($3, name), quantity = COALESCE($4, quantity), unit = COALESCE($5, unit),
         notes = CASE WHEN $6::boolean THEN $7 ELSE notes END, checked = COALESCE($8, checked),
         updated_at = now()
       WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [
        id,
        userId,
        changes.name ?? null,
        changes.quantity ?? null,
        changes.unit ?? null,
        changes.notes !== undefined,
        changes.notes ?? null,
        changes.checked ?? null,
      ],
    );
    return rows[0] ? toItem(rows[0]) : null;
  }

  async delete(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await returning(
      this.dataSource,
      `DELETE FROM shopping_list_items WHERE id = $1 AND user_id = $2 RETURNING id`,
      [id, userId],
    );
    return rows.length > 0;
  }
}
