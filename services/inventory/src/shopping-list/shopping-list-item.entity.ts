import { IdColumn, NumericColumn, TextColumn, UserOwnedRow, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index } from 'typeorm';
import { YarnItemRef, type YarnItemEntity } from '../yarn/yarn-item.entity.js';

/** A shopping-list item; at most one open item per yarn (a partial unique index). */
@Entity({ name: 'shopping_list_items' })
@Index('shopping_list_items_user', ['userId', 'createdAt', 'id'])
@Index('shopping_list_items_open_yarn_key', { synchronize: false })
@Check('CHK_shopping_list_items_quantity', `"quantity" > 0`)
export class ShoppingListItemEntity extends UserOwnedRow {
  @IdColumn('shopping_list_items')
  id!: string;

  @TextColumn()
  name!: string;

  @NumericColumn('quantity', 10, { default: 1 })
  quantity!: number;

  @Column({ type: 'text', default: 'skeins' })
  unit!: string;

  @TextColumn(undefined, { nullable: true })
  notes!: string | null;

  /** YYYY-MM-DD: the day the knitter needs it by ("Buy now or wait"). */
  @Column({ name: 'need_by', type: 'date', nullable: true })
  needBy!: string | null;

  @Column({ type: 'boolean', default: false })
  checked!: boolean;

  @UuidColumn('yarn_item_id', { nullable: true })
  yarnItemId!: string | null;

  @YarnItemRef('FK_shopping_list_items_yarn', 'SET NULL')
  yarnItem?: YarnItemEntity | null;
}
