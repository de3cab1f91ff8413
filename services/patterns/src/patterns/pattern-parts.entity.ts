import type { PatternCoverSource } from '@yarn-mgmt/contracts';
import { IdColumn, TextColumn, UuidColumn } from '@yarn-mgmt/nest-kit';
import { applyDecorators } from '@nestjs/common';
import { Check, Column, Entity, Index, JoinColumn, ManyToOne, Unique } from 'typeorm';
import { PatternEntity } from './pattern.entity.js';

/** A row's `pattern_id` reference to its pattern, removed with it. */
const PatternRef = (table: string): PropertyDecorator =>
  applyDecorators(
    ManyToOne(() => PatternEntity, { onDelete: 'CASCADE' }),
    JoinColumn({ name: 'pattern_id', foreignKeyConstraintName: `FK_${table}_pattern` }),
  );

/** The columns of a pattern's list rows (tags, techniques, sizes): its owner, its pattern and its place. */
abstract class PatternListRow {
  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('pattern_id')
  patternId!: string;

  /** The order the user wrote them in. */
  @Column({ type: 'smallint' })
  position!: number;
}

@Entity({ name: 'pattern_tags' })
@Unique('UQ_pattern_tags_position', ['patternId', 'position'])
@Index('pattern_tags_user_name', { synchronize: false })
export class PatternTagEntity extends PatternListRow {
  @IdColumn('pattern_tags')
  id!: string;

  @PatternRef('pattern_tags')
  pattern?: PatternEntity;

  @TextColumn()
  name!: string;
}

@Entity({ name: 'pattern_techniques' })
@Unique('UQ_pattern_techniques_position', ['patternId', 'position'])
@Index('pattern_techniques_user_name', { synchronize: false })
export class PatternTechniqueEntity extends PatternListRow {
  @IdColumn('pattern_techniques')
  id!: string;

  @PatternRef('pattern_techniques')
  pattern?: PatternEntity;

  @TextColumn()
  name!: string;
}

/** Yards one size needs; `size` null when the pattern gives one amount for every size. */
@Entity({ name: 'pattern_size_yardage' })
@Unique('UQ_pattern_size_yardage_position', ['patternId', 'position'])
@Check('CHK_pattern_size_yardage_yards', `"yards" >= 0`)
export class PatternSizeYardageEntity extends PatternListRow {
  @IdColumn('pattern_size_yardage')
  id!: string;

  @PatternRef('pattern_size_yardage')
  pattern?: PatternEntity;

  @TextColumn(undefined, { nullable: true })
  size!: string | null;

  @Column({ type: 'integer' })
  yards!: number;
}

/**
 * A pattern's PDF (DECISIONS 19), at most one per pattern: its bytes in the platform's file storage (`storage_key`)
 * or in the owner's Google Drive (`drive_file_id`), exactly one of the two.
 */
@Entity({ name: 'pattern_files' })
@Unique('UQ_pattern_files_pattern', ['patternId'])
@Unique('UQ_pattern_files_storage_key', ['storageKey'])
@Check('CHK_pattern_files_size', `"size_bytes" >= 0`)
@Check('CHK_pattern_files_location', `("storage_key" IS NULL) <> ("drive_file_id" IS NULL)`)
export class PatternFileEntity {
  @IdColumn('pattern_files')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('pattern_id')
  patternId!: string;

  @PatternRef('pattern_files')
  pattern?: PatternEntity;

  @TextColumn('storage_key', { nullable: true })
  storageKey!: string | null;

  /** Set while the bytes are in the owner's Drive (the account service's drive-files job moved them). */
  @TextColumn('drive_file_id', { nullable: true })
  driveFileId!: string | null;

  /** The uploaded file's own name, shown to the user; downloads are named after the pattern's title. */
  @TextColumn('original_name')
  originalName!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @Column({ name: 'mime_type', type: 'text', default: 'application/pdf' })
  mimeType!: string;

  @Column({ name: 'uploaded_at', type: 'timestamptz', default: () => 'now()' })
  uploadedAt!: Date;
}

/**
 * A pattern's cover picture in the file storage, beside its PDF: made from the PDF in the background (`pdf`) or
 * the user's own photo (`upload`); at most one per pattern.
 */
@Entity({ name: 'pattern_covers' })
@Unique('UQ_pattern_covers_pattern', ['patternId'])
@Unique('UQ_pattern_covers_storage_key', ['storageKey'])
@Check('CHK_pattern_covers_size', `"size_bytes" >= 0`)
@Check('CHK_pattern_covers_source', `"source" IN ('pdf', 'upload')`)
export class PatternCoverEntity {
  @IdColumn('pattern_covers')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @UuidColumn('pattern_id')
  patternId!: string;

  @PatternRef('pattern_covers')
  pattern?: PatternEntity;

  @TextColumn('storage_key')
  storageKey!: string;

  @TextColumn('mime_type')
  mimeType!: string;

  @Column({ name: 'size_bytes', type: 'integer' })
  sizeBytes!: number;

  @TextColumn()
  source!: PatternCoverSource;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}

/** A Drive copy of a PDF whose row went (replaced, removed, its pattern deleted): the drive-files job trashes it. */
@Entity({ name: 'pattern_drive_trash' })
@Unique('UQ_pattern_drive_trash_file', ['userId', 'driveFileId'])
export class PatternDriveTrashEntity {
  @IdColumn('pattern_drive_trash')
  id!: string;

  @UuidColumn('user_id')
  userId!: string;

  @TextColumn('drive_file_id')
  driveFileId!: string;

  @Column({ name: 'created_at', type: 'timestamptz', default: () => 'now()' })
  createdAt!: Date;
}
