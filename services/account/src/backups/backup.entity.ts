import type { BackupDestination, BackupTrigger } from '@yarn-mgmt/contracts';
import { IdColumn, TextColumn, UserOwnedRow } from '@yarn-mgmt/nest-kit';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { UserEntity } from '../users/user.entity.js';

const bigintAsNumber = { to: (value: number) => value, from: (value: string | null) => Number(value) };

/** One backup of a user's account: where its file is (the platform's storage or the user's Drive) and its size. */
@Entity({ name: 'backups' })
@Index('backups_user_created', ['userId', 'createdAt'])
@Index('backups_user_run', ['userId', 'runKey'], { unique: true })
@Check('CHK_backups_destination', `"destination" IN ('drive', 'platform')`)
@Check('CHK_backups_trigger', `"trigger" IN ('scheduled', 'manual')`)
@Check(
  'CHK_backups_where',
  `("destination" = 'platform' AND "storage_key" IS NOT NULL AND "drive_file_id" IS NULL) OR ("destination" = 'drive' AND "drive_file_id" IS NOT NULL AND "storage_key" IS NULL)`,
)
@Check('CHK_backups_size', `"size_bytes" >= 0`)
export class BackupEntity extends UserOwnedRow {
  @IdColumn('backups')
  id!: string;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id', foreignKeyConstraintName: 'FK_backups_user' })
  user?: UserEntity;

  @TextColumn()
  destination!: BackupDestination;

  @TextColumn()
  trigger!: BackupTrigger;

  @Column({ name: 'include_photos', type: 'boolean' })
  includePhotos!: boolean;

  @TextColumn('file_name')
  fileName!: string;

  @TextColumn('content_type')
  contentType!: string;

  @Column({ name: 'size_bytes', type: 'bigint', transformer: bigintAsNumber })
  sizeBytes!: number;

  @TextColumn('storage_key', { nullable: true })
  storageKey!: string | null;

  @TextColumn('drive_file_id', { nullable: true })
  driveFileId!: string | null;

  /** The queue run that wrote it (one backup per run however often the run is taken); null before issue 24. */
  @TextColumn('run_key', { nullable: true })
  runKey!: string | null;
}
