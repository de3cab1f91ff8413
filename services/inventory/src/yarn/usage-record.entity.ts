import { numericTransformer } from '@yarn-mgmt/nest-kit';
import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
} from 'typeorm';
import { YarnItemEntity } from './yarn-item.entity.js';

/** What Record Usage took from an entry. */
@Entity({ name: 'usage_records' })
@Index('usage_records_item', ['yarnItemId', 'createdAt'])
export class UsageRecordEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_usage_records_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'yarn_item_id', type: 'uuid' })
  yarnItemId!: string;

  @ManyToOne(() => YarnItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'yarn_item_id', foreignKeyConstraintName: 'FK_usage_records_item' })
  yarnItem?: YarnItemEntity;

  @Column({ type: 'numeric', precision: 10, scale: 2, transformer: numericTransformer })
  skeins!: number;

  @Column({ type: 'numeric', precision: 14, scale: 2, transformer: numericTransformer })
  yardage!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
