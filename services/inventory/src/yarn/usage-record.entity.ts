import { CreatedAtColumn, IdColumn, NumericColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Entity, Index } from 'typeorm';
import { YarnItemRef, type YarnItemEntity } from './yarn-item.entity.js';

/** What Record Usage took from an entry. */
@Entity({ name: 'usage_records' })
@Index('usage_records_item', ['yarnItemId', 'createdAt'])
export class UsageRecordEntity {
  @IdColumn('usage_records')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('yarn_item_id')
  yarnItemId!: string;

  @YarnItemRef('FK_usage_records_item', 'CASCADE')
  yarnItem?: YarnItemEntity;

  @NumericColumn('skeins', 10)
  skeins!: number;

  @NumericColumn('yardage', 14)
  yardage!: number;

  /** The project it was used in, when it was recorded from one (migration 1765000000001). */
  @UuidColumn('project_id', { nullable: true })
  projectId!: string | null;

  @TextColumn('project_name', { nullable: true })
  projectName!: string | null;

  @CreatedAtColumn()
  createdAt!: Date;
}
