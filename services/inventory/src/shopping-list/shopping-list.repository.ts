import { Injectable } from '@nestjs/common';
import type { ShoppingListItem } from '@yarn-mgmt/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { YarnItemEntity } from '../yarn/yarn-item.entity.js';
import { ShoppingListItemEntity } from './shopping-list-item.entity.js';

export interface NewShoppingItem {
  name: string;
  quantity: number;
  unit: string;
  notes: string | null;
  needBy: string | null;
  yarnId: string | null;
}

export interface ShoppingItemChanges {
  name?: string;
  quantity?: number;
  unit?: string;
  notes?: string | null;
  need_by?: string | null;
  checked?: boolean;
}

const toItem = (row: ShoppingListItemEntity): ShoppingListItem => ({
  id: row.id,
  name: row.name,
  quantity: row.quantity,
  unit: row.unit,
  notes: row.notes,
  need_by: row.needBy,
  checked: row.checked,
  yarn_id: row.yarnItemId,
  created_at: row.createdAt.toISOString(),
});

/** One user's shopping list; every row matched on user_id as well as id. */
@Injectable()
export class ShoppingListRepository {
  constructor(private readonly dataSource: DataSource) {}

  private items(manager: EntityManager = this.dataSource.manager) {
    return manager.getRepository(ShoppingListItemEntity);
  }

  /** Open items first, newest first; one page and the total. */
  async list(
    userId: string,
    limit: number,
    offset: number,
  ): Promise<{ items: ShoppingListItem[]; total: number }> {
    const [rows, total] = await this.items().findAndCount({
      where: { userId },
      order: { checked: 'ASC', createdAt: 'DESC', id: 'DESC' },
      take: limit,
      skip: offset,
    });
    return { items: rows.map(toItem), total };
  }

  yarnBelongsTo(manager: EntityManager, userId: string, yarnId: string): Promise<boolean> {
    return manager.getRepository(YarnItemEntity).existsBy({ id: yarnId, userId });
  }

  /** Inserts; with a yarn that already has an open item, inserts nothing and returns null (unique index). */
  async insert(
    manager: EntityManager,
    userId: string,
    item: NewShoppingItem,
  ): Promise<ShoppingListItem | null> {
    const result = await manager
      .createQueryBuilder()
      .insert()
      .into(ShoppingListItemEntity)
      .values({
        userId,
        name: item.name,
        quantity: item.quantity,
        unit: item.unit,
        notes: item.notes,
        needBy: item.needBy,
        yarnItemId: item.yarnId,
      })
      .orIgnore()
      .returning(['id'])
      .execute();
    const id = (result.raw as Array<{ id: string }>)[0]?.id;
    return id ? toItem(await this.items(manager).findOneByOrFail({ id })) : null;
  }

  async findOpenForYarn(
    manager: EntityManager,
    userId: string,
    yarnId: string,
  ): Promise<ShoppingListItem | null> {
    const row = await this.items(manager).findOneBy({ userId, yarnItemId: yarnId, checked: false });
    return row ? toItem(row) : null;
  }

  async update(userId: string, id: string, changes: ShoppingItemChanges): Promise<ShoppingListItem | null> {
    const { need_by: needBy, ...rest } = changes;
    const result = await this.items().update(
      { id, userId },
      needBy === undefined ? rest : { ...rest, needBy },
    );
    if (!result.affected) return null;
    return toItem(await this.items().findOneByOrFail({ id, userId }));
  }

  async delete(userId: string, id: string): Promise<boolean> {
    return Boolean((await this.items().delete({ id, userId })).affected);
  }
}
