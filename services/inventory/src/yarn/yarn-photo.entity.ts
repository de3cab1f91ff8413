import {
  Column,
  CreateDateColumn,
  Entity,
  Index,
  JoinColumn,
  ManyToOne,
  PrimaryGeneratedColumn,
  Unique,
} from 'typeorm';
import { YarnItemEntity } from './yarn-item.entity.js';

/** A photo file of a stash entry; at most one per entry is its cover (a partial unique index). */
@Entity({ name: 'yarn_photos' })
@Unique('UQ_yarn_photos_storage_key', ['storageKey'])
@Index('yarn_photos_item', ['yarnItemId', 'createdAt', 'id'])
@Index('yarn_photos_one_cover', { synchronize: false })
export class YarnPhotoEntity {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_yarn_photos_id' })
  id!: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId!: string;

  @Column({ name: 'yarn_item_id', type: 'uuid' })
  yarnItemId!: string;

  @ManyToOne(() => YarnItemEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'yarn_item_id', foreignKeyConstraintName: 'FK_yarn_photos_item' })
  yarnItem?: YarnItemEntity;

  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  @Column({ name: 'mime_type', type: 'text' })
  mimeType!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text', default: '' })
  alt!: string;

  @Column({ name: 'is_cover', type: 'boolean', default: false })
  isCover!: boolean;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
