import { numericTransformer } from '@yarn-mgmt/nest-kit';
import {
  Check,
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  UpdateDateColumn,
} from 'typeorm';
import { YarnItemEntity } from '../yarn/yarn-item.entity.js';

/** A shopping-list item; at most one open item per yarn (a partial unique index). */
@Entity({ name: 'shopping_list_items' })
@Index('shopping_list_items_user', ['userId', 'createdAt', 'id'])
@Index('shopping_list_items_open_yarn_key', { synchronize: false })
@Check('CHK_shopping_list_items_quantity', `"quantity" > 0`)
export class ShoppingListItemEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_shopping_list_items_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'numeric', precision: 10, scale: 2, default: 1, transformer: numericTransformer })
  quantity!: number;

  @Column({ type: 'text', default: 'skeins' })
  unit!: string;

  @Column({ type: 'text', nullable: true })
  notes!: string | null;

  @Column({ type: 'boolean', default: false })
  checked!: boolean;

  @Column({ name: 'yarn_item_id', type: 'uuid', nullable: true })
  yarnItemId!: string | null;

  @ManyToOne(() => YarnItemEntity, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'yarn_item_id', foreignKeyConstraintName: 'FK_shopping_list_items_yarn' })
  yarnItem?: YarnItemEntity | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ name: 'updated_at', type: 'timestamptz' })
  updatedAt!: Date;
}
