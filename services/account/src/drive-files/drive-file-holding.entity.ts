import { Check, Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

/** How many of the user's pattern PDFs may be in their Drive (the job's last count; an upper bound while placing). */
@Entity({ name: 'drive_file_holdings' })
@Check('CHK_drive_file_holdings_count', `"in_drive" >= 0`)
export class DriveFileHoldingEntity {
  @PrimaryColumn({
    name: 'user_id',
    type: 'uuid',
    primaryKeyConstraintName: 'PK_drive_file_holdings_user_id',
  })
  userId!: string;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_drive_file_holdings_user' })
  user?: UserEntity;

  @Column({ name: 'in_drive', type: 'integer' })
  inDrive!: number;

  @Column({ name: 'counted_at', type: 'timestamptz', default: () => 'now()' })
  countedAt!: Date;
}
