import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** This service's part of the dashboard's Recent Activity, written in the same transaction as the change. */
@Entity({ name: 'activity' })
@Index('activity_user_created', ['userId', 'createdAt', 'id'])
@Check('CHK_activity_type', `"type" IN ('yarn')`)
export class ActivityEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_activity_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ type: 'text', default: 'yarn' })
  type!: 'yarn';

  @Column({ type: 'text' })
  description!: string;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
