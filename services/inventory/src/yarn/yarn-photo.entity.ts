import { CreatedAtColumn, IdColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { Column, Entity, Index, Unique } from 'typeorm';
import { YarnItemRef, type YarnItemEntity } from './yarn-item.entity.js';

/** A photo file of a stash entry; at most one per entry is its cover (a partial unique index). */
@Entity({ name: 'yarn_photos' })
@Unique('UQ_yarn_photos_storage_key', ['storageKey'])
@Index('yarn_photos_item', ['yarnItemId', 'createdAt', 'id'])
@Index('yarn_photos_one_cover', { synchronize: false })
export class YarnPhotoEntity {
  @IdColumn('yarn_photos')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('yarn_item_id')
  yarnItemId!: string;

  @YarnItemRef('FK_yarn_photos_item', 'CASCADE')
  yarnItem?: YarnItemEntity;

  @TextColumn('storage_key')
  storageKey!: string;

  @TextColumn('mime_type')
  mimeType!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ type: 'text', default: '' })
  alt!: string;

  /** A copy of the provider's photo (its photo key), replaced when that changes; null: the user's own upload. */
  @TextColumn('external_key', { nullable: true })
  externalKey!: string | null;

  @Column({ name: 'is_cover', type: 'boolean', default: false })
  isCover!: boolean;

  @CreatedAtColumn()
  createdAt!: Date;
}
