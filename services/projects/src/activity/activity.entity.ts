import { CreatedAtColumn, IdColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index } from 'typeorm';

/** This service's part of the dashboard's Recent Activity, written in the same transaction as the change. */
@Entity({ name: 'activity' })
@Index('activity_user_created', ['userId', 'createdAt', 'id'])
@Check('CHK_activity_type', `"type" IN ('project')`)
export class ActivityEntity {
  @IdColumn('activity')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @Column({ type: 'text', default: 'project' })
  type!: 'project';

  @TextColumn()
  description!: string;

  @CreatedAtColumn()
  createdAt!: Date;
}
