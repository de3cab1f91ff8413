import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** A run the user asked for (Backup Now, Sync Now) whose job has not ended yet; one per queue and user. */
@Entity({ name: 'pending_runs' })
export class PendingRunEntity {
  /** The BullMQ queue the run's job goes to. */
  @PrimaryColumn({ type: 'varchar', length: 40, primaryKeyConstraintName: 'PK_pending_runs' })
  queue!: string;

  @PrimaryColumn({ name: 'user_id', type: 'uuid', primaryKeyConstraintName: 'PK_pending_runs' })
  userId!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_pending_runs_user' })
  user?: UserEntity;

  @Column({ name: 'requested_at', type: 'timestamptz' })
  requestedAt!: Date;
}
