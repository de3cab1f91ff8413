import { Injectable } from '@nestjs/common';
import type {
  ShoppingListItem,
  ShoppingListItemCreateInput,
  ShoppingListItemUpdateInput,
  ShoppingListQuery,
} from '@yarn-mgmt/contracts';
import { PG_ERROR, TransactionRunner, isPostgresError } from '@yarn-mgmt/nest-kit';
import { ActivityRepository } from '@yarn-mgmt/nest-kit/activity';
import { labelOfItem } from '../yarn/yarn.mapper.js';
import { YarnRepository } from '../yarn/yarn.repository.js';
import { ShoppingListError } from './shopping-list.errors.js';
import { ShoppingListRepository } from './shopping-list.repository.js';

@Injectable()
export class ShoppingListService {
  constructor(
    private readonly items: ShoppingListRepository,
    private readonly transactions: TransactionRunner,
    private readonly activity: ActivityRepository,
    private readonly yarn: YarnRepository,
  ) {}

  list(userId: string, query: ShoppingListQuery): Promise<{ items: ShoppingListItem[]; total: number }> {
    return this.items.list(userId, query.limit, query.offset);
  }

  /** A hand-written item; one linked to a yarn reuses the open item of that yarn when there is one. */
  create(
    userId: string,
    input: ShoppingListItemCreateInput,
  ): Promise<{ item: ShoppingListItem; created: boolean }> {
    return this.transactions.run(async (manager) => {
      if (input.yarn_id && !(await this.items.yarnBelongsTo(manager, userId, input.yarn_id))) {
        throw new ShoppingListError('YARN_NOT_FOUND');
      }
      const item = await this.items.insert(manager, userId, {
        ...input,
        needBy: input.need_by,
        yarnId: input.yarn_id,
      });
      if (item) return { item, created: true };
      const open = await this.items.findOpenForYarn(manager, userId, input.yarn_id!);
      return { item: open!, created: false };
    });
  }

  /** Add to Shopping List from a yarn of the user's: one open item per yarn, an activity entry when one is created. */
  async addYarn(userId: string, yarnId: string): Promise<{ item: ShoppingListItem; created: boolean }> {
    const yarn = await this.yarn.findItem(this.transactions.manager, userId, yarnId);
    if (!yarn) throw new ShoppingListError('YARN_NOT_FOUND');
    const label = labelOfItem(yarn);
    return this.transactions.run(async (manager) => {
      const existing = await this.items.findOpenForYarn(manager, userId, yarnId);
      if (existing) return { item: existing, created: false };
      const item = await this.items.insert(manager, userId, {
        name: label,
        quantity: 1,
        unit: 'skeins',
        notes: null,
        needBy: null,
        yarnId,
      });
      if (!item) {
        // Another request added it between our read and our insert.
        return { item: (await this.items.findOpenForYarn(manager, userId, yarnId))!, created: false };
      }
      await this.activity.record(manager, userId, `Added ${label} to shopping list`);
      return { item, created: true };
    });
  }

  async update(userId: string, id: string, changes: ShoppingListItemUpdateInput): Promise<ShoppingListItem> {
    try {
      const item = await this.items.update(userId, id, changes);
      if (!item) throw new ShoppingListError('ITEM_NOT_FOUND');
      return item;
    } catch (error) {
      // Unchecking an item whose yarn already has another open item: keep the one open item.
      if (isPostgresError(error, PG_ERROR.uniqueViolation)) throw new ShoppingListError('ALREADY_LISTED');
      throw error;
    }
  }

  async delete(userId: string, id: string): Promise<void> {
    if (!(await this.items.delete(userId, id))) throw new ShoppingListError('ITEM_NOT_FOUND');
  }
}
